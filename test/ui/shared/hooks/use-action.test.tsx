import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../../src/core/shared/service-failure';
import { useAction } from '../../../../src/ui/shared/hooks/use-action';
import { renderHookInPortal } from '../../support/hook-harness';

describe('useAction', () => {
  it('answers undefined for a read called off through its signal, without the error modal', async () => {
    const { hook, state } = await renderHookInPortal(useAction);
    await waitFor(() => expect(hook).not.toThrow());
    const controller = new AbortController();
    controller.abort();
    const aborted = await act(() => hook()(() => Promise.reject(controller.signal.reason)));
    expect(aborted).toBeUndefined();
    expect(state.errors.error).toBeNull();
    expect(state.loading.pending$.getValue()).toBe(0);
  });

  it('still shows a service failure in the error modal', async () => {
    const { hook, state } = await renderHookInPortal(useAction);
    await waitFor(() => expect(hook).not.toThrow());
    await act(() => hook()(() => Promise.reject(new ServiceFailure('network', 'Network Error'))));
    expect(state.errors.error).toEqual({ kind: 'network', detail: 'Network Error', retryAfterSeconds: 0 });
  });
});
