import type {
  AccountInfo,
  AuthenticationResult,
  Configuration,
  EndSessionPopupRequest,
  EventCallbackFunction,
  EventType,
  PopupRequest,
} from '@azure/msal-browser';
import type { MsalSettings } from './msal-settings';

/** The part of MSAL's PublicClientApplication the adapter uses: the SDK boundary. */
export interface MsalClient {
  initialize(): Promise<void>;
  loginPopup(request: PopupRequest): Promise<AuthenticationResult>;
  logoutPopup(request?: EndSessionPopupRequest): Promise<void>;
  getAllAccounts(): AccountInfo[];
  addEventCallback(callback: EventCallbackFunction, eventTypes?: EventType[]): string | null;
  removeEventCallback(callbackId: string): void;
}

/** Makes an MSAL client; the real one imports the SDK on first use, so it never weighs on the first load. */
export type CreateMsalClient = (configuration: Configuration) => Promise<MsalClient>;

export const createMsalClient: CreateMsalClient = async (configuration) => {
  const { PublicClientApplication } = await import('@azure/msal-browser');
  return new PublicClientApplication(configuration);
};

/** MSAL's configuration for the settings: popups answered through the redirect bridge page. */
export function msalConfiguration(settings: MsalSettings): Configuration {
  return {
    auth: {
      clientId: settings.clientId,
      authority: settings.authority,
      knownAuthorities: [...settings.knownAuthorities],
      ...(settings.authorityMetadata ? { authorityMetadata: settings.authorityMetadata } : {}),
      redirectUri: settings.redirectUri,
      postLogoutRedirectUri: settings.postLogoutRedirectUri,
    },
    cache: { cacheLocation: 'sessionStorage' },
    system: { protocolMode: settings.protocolMode },
  };
}
