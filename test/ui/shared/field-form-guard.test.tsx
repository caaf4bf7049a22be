import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useFieldForm } from '../../../src/ui/shared/form/use-field-form';
import { portalProviders } from '../support/portal-providers';

/** A promise the test settles by hand. */
function deferred() {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}

const submitEvent = { preventDefault() {} } as FormEvent;

describe('a form submits once at a time (useFieldForm)', () => {
  it('holds a second submission until what follows the first outcome is done', async () => {
    const { Wrapper } = await portalProviders();
    const sent: string[] = [];
    const following = deferred();
    const { result } = renderHook(
      () =>
        useFieldForm({
          initial: { email: 'giulia.rossi@example.com' },
          messages: { email: {} },
          send: async (values) => {
            sent.push(values.email);
            return { kind: 'signed-in' as const };
          },
          onOutcome: () => following.promise,
        }),
      { wrapper: Wrapper },
    );
    let first!: Promise<void>;
    await act(async () => {
      first = result.current.submit(submitEvent);
    });
    await act(() => result.current.submit(submitEvent));
    expect([sent, result.current.submitting]).toEqual([['giulia.rossi@example.com'], true]);
    await act(async () => {
      following.settle();
      await first;
    });
    await act(() => result.current.submit(submitEvent));
    expect(sent).toHaveLength(2);
  });
});
