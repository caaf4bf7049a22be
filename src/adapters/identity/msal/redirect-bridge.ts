import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';
import { BRIDGE_ARRIVAL_CHANNEL } from './bridge-channel';

/**
 * The work of msal-redirect.html, the redirect and post-logout URI: MSAL v5 popups end there and
 * this hands the answer to the portal window over a BroadcastChannel, then closes the popup.
 */
export function handAnswerToPortal(): void {
  try {
    const arrival = new BroadcastChannel(BRIDGE_ARRIVAL_CHANNEL);
    arrival.postMessage({ arrived: true });
    arrival.close();
  } catch {
    // Without BroadcastChannel MSAL cannot receive the answer either; it reports the failure.
  }
  // MSAL renames the page "Microsoft Authentication" at once: the page keeps its own title.
  const title = document.title;
  broadcastResponseToMainFrame().catch((error: unknown) => {
    console.error('Tapway: the sign-in answer could not be handed to the portal', error);
  });
  document.title = title;
}
