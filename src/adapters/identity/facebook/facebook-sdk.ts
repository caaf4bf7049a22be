/** The part of the Facebook JavaScript SDK (`window.FB`) the adapter uses: the SDK boundary. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookStatus) => void, options: { scope: string }): void;
  getLoginStatus(callback: (response: FacebookStatus) => void): void;
  api(path: string, params: Record<string, string>, callback: (response: unknown) => void): void;
  logout(callback: (response: FacebookStatus) => void): void;
}

export interface FacebookStatus {
  readonly status: 'connected' | 'not_authorized' | 'unknown' | string;
  readonly authResponse?: { readonly userID?: string; readonly accessToken?: string } | null;
}

/** `window.FB` once the SDK script has run. */
export function facebookSdkOf(value: unknown): FacebookSdk | undefined {
  const sdk = value as Partial<FacebookSdk> | undefined;
  return sdk && typeof sdk.init === 'function' && typeof sdk.login === 'function' && typeof sdk.api === 'function'
    ? (sdk as FacebookSdk)
    : undefined;
}

/** The SDK's callbacks as promises. */
export const loginStatus = (sdk: FacebookSdk) => new Promise<FacebookStatus>((resolve) => sdk.getLoginStatus(resolve));
export const logIn = (sdk: FacebookSdk, scope: string) =>
  new Promise<FacebookStatus>((resolve) => sdk.login(resolve, { scope }));
export const logOut = (sdk: FacebookSdk) => new Promise<FacebookStatus>((resolve) => sdk.logout(resolve));
export const graph = (sdk: FacebookSdk, path: string, params: Record<string, string>) =>
  new Promise<unknown>((resolve) => sdk.api(path, params, resolve));
