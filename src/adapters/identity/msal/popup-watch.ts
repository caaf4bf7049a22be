import type { EventMessage } from '@azure/msal-browser';
import { BRIDGE_ARRIVAL_CHANNEL } from './bridge-channel';
import type { MsalClient } from './msal-client';

export interface PopupWatch {
  /** Resolves when the popup closed before any answer reached the redirect bridge. */
  readonly closed: Promise<'closed'>;
  stop(): void;
}

const popupOf = (message: EventMessage): Window | null => {
  const payload = message.payload as { popupWindow?: Window } | null;
  return payload?.popupWindow ?? null;
};

/**
 * MSAL v5 learns the popup's answer only from the redirect bridge (BroadcastChannel) and no longer
 * notices a popup the rider closed: it would wait for its bridge timeout. This watch takes the
 * window from MSAL's popupOpened event and reports it closed, unless the bridge received an answer
 * (then MSAL finishes on its own).
 */
export function watchPopup(client: MsalClient, { pollMs = 250, graceMs = 1000 } = {}): PopupWatch {
  let popup: Window | null = null;
  let arrived = false;
  let poll: ReturnType<typeof setInterval> | undefined;
  let grace: ReturnType<typeof setTimeout> | undefined;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(BRIDGE_ARRIVAL_CHANNEL) : null;
  if (channel) channel.onmessage = () => (arrived = true);
  const callbackId = client.addEventCallback(
    (message) => {
      popup = popupOf(message) ?? popup;
    },
    ['msal:popupOpened'],
  );
  const closed = new Promise<'closed'>((resolve) => {
    poll = setInterval(() => {
      if (arrived || !popup?.closed) return;
      clearInterval(poll);
      // The bridge's arrival message may still be on its way when the popup has closed itself.
      grace = setTimeout(() => {
        if (!arrived) resolve('closed');
      }, graceMs);
    }, pollMs);
  });
  return {
    closed,
    stop() {
      clearInterval(poll);
      clearTimeout(grace);
      channel?.close();
      if (callbackId) client.removeEventCallback(callbackId);
    },
  };
}
