/**
 * The redirect bridge page says on this channel that an answer reached the popup, so a popup that
 * then closes is not taken for one the rider closed (see popup-watch.ts).
 */
export const BRIDGE_ARRIVAL_CHANNEL = 'tapway.msal-bridge-arrival';
