import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { connection$, isOnline, isUnreachable, type Connection } from '../../../src/ui/shared/network/connection';
import { reportReach } from '../../../src/ui/shared/network/reach';
import { PROBE_EVERY_MS, useReconnectionProbe } from '../../../src/ui/shared/query/use-reconnection-probe';
import { onlineAfterEach } from '../support/connection';

/** The device's flag and its event, as a browser changes them (synchronously: no render to wait for). */
function device(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('the connection, a stream of the device’s events and what the reads learnt (ADR 0012)', () => {
  onlineAfterEach();

  it('tells each change once: offline, back online, the operator out of reach, reached again', () => {
    const heard: Connection[] = [];
    const subscription = connection$.subscribe((connection) => heard.push(connection));
    device(false);
    device(false);
    device(true);
    reportReach(false);
    reportReach(false);
    expect(isUnreachable()).toBe(true);
    reportReach(true);
    subscription.unsubscribe();
    expect(heard).toEqual(['online', 'offline', 'online', 'unreachable', 'online']);
  });

  it('counts the operator as reached again when the device comes back online', () => {
    const subscription = connection$.subscribe();
    reportReach(false);
    device(false);
    expect(isOnline()).toBe(false);
    device(true);
    subscription.unsubscribe();
    expect(isOnline()).toBe(true);
  });
});

describe('the reconnection probe', () => {
  onlineAfterEach();

  it('reads the pages again every few seconds while out of reach, and what failed once reached', () => {
    vi.useFakeTimers();
    try {
      const queries = new QueryClient();
      const refetch = vi.spyOn(queries, 'refetchQueries').mockResolvedValue(undefined);
      const probe = renderHook(() => useReconnectionProbe(queries));
      vi.advanceTimersByTime(PROBE_EVERY_MS * 2);
      expect(refetch).not.toHaveBeenCalled();
      reportReach(false);
      vi.advanceTimersByTime(PROBE_EVERY_MS * 2);
      expect(refetch.mock.calls.map(([filters]) => filters)).toEqual([{ type: 'active' }, { type: 'active' }]);
      reportReach(true);
      expect(refetch).toHaveBeenCalledTimes(3);
      expect(refetch.mock.calls[2]![0]).toMatchObject({ type: 'active', predicate: expect.any(Function) });
      vi.advanceTimersByTime(PROBE_EVERY_MS * 3);
      expect(refetch).toHaveBeenCalledTimes(3);
      reportReach(false);
      probe.unmount();
      vi.advanceTimersByTime(PROBE_EVERY_MS * 3);
      expect(refetch).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
