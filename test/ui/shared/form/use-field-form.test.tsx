import { act, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useFieldForm } from '../../../../src/ui/shared/form/use-field-form';
import { deferred, renderHookInPortal } from '../../support/hook-harness';

const submitEvent = { preventDefault: () => {} } as FormEvent;

describe('useFieldForm', () => {
  it('takes no second submission until the first outcome has been followed', async () => {
    const sent: string[] = [];
    const outcomeReached = deferred();
    const outcomeDone = deferred();
    const { hook } = await renderHookInPortal(() =>
      useFieldForm({
        initial: { email: 'giulia.rossi@example.com' },
        messages: { email: {} },
        send: async (values) => {
          sent.push(values.email);
          return { kind: 'sent' as const };
        },
        onOutcome: () => {
          outcomeReached.resolve();
          return outcomeDone.promise;
        },
      }),
    );
    await waitFor(() => expect(hook).not.toThrow());

    let first!: Promise<void>;
    act(() => {
      first = hook().submit(submitEvent);
    });
    await act(() => outcomeReached.promise);
    act(() => {
      void hook().submit(submitEvent);
    });
    expect(sent).toEqual(['giulia.rossi@example.com']);

    outcomeDone.resolve();
    await act(() => first);
    await act(() => hook().submit(submitEvent));
    expect(sent).toEqual(['giulia.rossi@example.com', 'giulia.rossi@example.com']);
  });
});
