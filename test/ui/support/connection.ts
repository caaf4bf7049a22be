import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { reportReach } from '../../../src/ui/shared/network/reach';

/** Plays the device losing or finding its connection: `navigator.onLine` and the window's event, as a browser does. */
export async function setConnection(online: 'online' | 'offline'): Promise<void> {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online === 'online');
  await act(async () => {
    window.dispatchEvent(new Event(online));
  });
}

/** Every test starts online: the device's state and the query library's are put back after each. */
export function onlineAfterEach(): void {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
    reportReach(true);
  });
}
