import type { FacebookSdk, FacebookStatus } from '../../../../src/adapters/identity/facebook/facebook-sdk';

/**
 * `window.FB` played by the test: the login answers `nextLogin`; the Graph API answers `profile`.
 * It records what the adapter asked of it, as the real SDK's network traffic would show.
 */
export class FakeFacebook implements FacebookSdk {
  initOptions: unknown[] = [];
  loginScopes: string[] = [];
  graphCalls: { path: string; params: Record<string, string> }[] = [];
  status: FacebookStatus = { status: 'unknown', authResponse: null };
  nextLogin: FacebookStatus = { status: 'connected', authResponse: { userID: '42', accessToken: 'EAAB-42' } };
  profile: unknown = { id: '42', first_name: 'Luca', last_name: 'Verdi', email: 'luca.verdi@example.com' };

  init(options: unknown): void {
    this.initOptions.push(options);
  }
  login(callback: (response: FacebookStatus) => void, options: { scope: string }): void {
    this.loginScopes.push(options.scope);
    this.status = this.nextLogin;
    setTimeout(() => callback(this.nextLogin));
  }
  getLoginStatus(callback: (response: FacebookStatus) => void): void {
    setTimeout(() => callback(this.status));
  }
  api(path: string, params: Record<string, string>, callback: (response: unknown) => void): void {
    this.graphCalls.push({ path, params });
    setTimeout(() => callback(this.profile));
  }
  logout(callback: (response: FacebookStatus) => void): void {
    this.status = { status: 'unknown', authResponse: null };
    setTimeout(() => callback(this.status));
  }
}
