import type {
  AccountInfo,
  AuthenticationResult,
  Configuration,
  EndSessionPopupRequest,
  EventCallbackFunction,
  EventMessage,
  PopupRequest,
} from '@azure/msal-browser';
import type { CreateMsalClient, MsalClient } from '../../../../src/adapters/identity/msal/msal-client';

/** A popup window as far as the adapter looks at it. */
export class FakePopup {
  closed = false;
}

/**
 * MSAL's client played from a script: each popup call opens a FakePopup (announced like MSAL's
 * popupOpened event) and answers what the test arranged, or never answers.
 */
export class FakeMsalClient implements MsalClient {
  initialized = 0;
  accounts: AccountInfo[] = [];
  readonly loginRequests: PopupRequest[] = [];
  readonly logoutRequests: (EndSessionPopupRequest | undefined)[] = [];
  popup = new FakePopup();
  private answer: () => Promise<AuthenticationResult> = () => new Promise(() => undefined);
  private logoutAnswer: () => Promise<void> = async () => undefined;
  private readonly callbacks = new Map<string, EventCallbackFunction>();

  willSignIn(result: Partial<AuthenticationResult>): this {
    this.answer = async () => result as AuthenticationResult;
    return this;
  }
  willFail(error: unknown): this {
    this.answer = async () => Promise.reject(error);
    return this;
  }
  /** The sign-in answers when the returned function is called. */
  willAnswerLater(): (result: Partial<AuthenticationResult>) => void {
    let answer: (result: AuthenticationResult) => void = () => undefined;
    const pending = new Promise<AuthenticationResult>((resolve) => (answer = resolve));
    this.answer = () => pending;
    return (result) => answer(result as AuthenticationResult);
  }
  /** The logout popup fails with `error`, as MSAL's would (the account stays cached). */
  willFailToSignOut(error: unknown): this {
    this.logoutAnswer = async () => Promise.reject(error);
    return this;
  }
  willNeverAnswer(): this {
    this.answer = () => new Promise(() => undefined);
    this.logoutAnswer = () => new Promise(() => undefined);
    return this;
  }
  get listening(): number {
    return this.callbacks.size;
  }

  async initialize(): Promise<void> {
    this.initialized += 1;
  }
  loginPopup(request: PopupRequest): Promise<AuthenticationResult> {
    this.loginRequests.push(request);
    this.openPopup();
    return this.answer();
  }
  logoutPopup(request?: EndSessionPopupRequest): Promise<void> {
    this.logoutRequests.push(request);
    this.openPopup();
    return this.logoutAnswer().then(() => {
      this.accounts = [];
    });
  }
  getAllAccounts(): AccountInfo[] {
    return this.accounts;
  }
  addEventCallback(callback: EventCallbackFunction): string {
    const id = `cb-${this.callbacks.size + 1}-${Math.random()}`;
    this.callbacks.set(id, callback);
    return id;
  }
  removeEventCallback(id: string): void {
    this.callbacks.delete(id);
  }

  private openPopup(): void {
    this.popup = new FakePopup();
    const message = { eventType: 'msal:popupOpened', payload: { popupWindow: this.popup } } as unknown as EventMessage;
    for (const callback of this.callbacks.values()) callback(message);
  }
}

/** The factory the adapter gets, remembering the configurations it was given. */
export function fakeFactory(client: FakeMsalClient) {
  const configurations: Configuration[] = [];
  const create: CreateMsalClient = async (configuration) => {
    configurations.push(configuration);
    return client;
  };
  return { create, configurations };
}

export const ANNA_RESULT: Partial<AuthenticationResult> = {
  idToken: 'header.payload.signature',
  idTokenClaims: { oid: 'oid-1', email: 'anna.weber@example.com' },
  account: {
    homeAccountId: 'oid-1.tid-1',
    environment: 'localhost:5173',
    tenantId: 'tid-1',
    username: 'anna.weber@example.com',
    localAccountId: 'oid-1',
    name: 'Anna Weber',
  },
};
