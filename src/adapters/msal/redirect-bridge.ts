import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';
import { BRIDGE_ARRIVAL_CHANNEL } from './bridge-channel';

/**
 * The script of msal-redirect.html, the redirect and post-logout URI: MSAL v5 popups end here and
 * this page hands the answer to the portal window over a BroadcastChannel, then closes.
 */
try {
  const arrival = new BroadcastChannel(BRIDGE_ARRIVAL_CHANNEL);
  arrival.postMessage({ arrived: true });
  arrival.close();
} catch {
  // Without BroadcastChannel MSAL cannot receive the answer either; it reports the failure.
}
broadcastResponseToMainFrame().catch((error: unknown) => {
  console.error('Tapway: the sign-in answer could not be handed to the portal', error);
});
