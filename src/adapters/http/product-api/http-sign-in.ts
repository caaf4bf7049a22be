import type { AxiosInstance } from 'axios';
import type { ProviderCredential } from '../../../core/session/provider-credential';
import type { LoginAnswer, ProviderLoginAnswer, SignIn } from '../../../core/session/sign-in';
import type { AccountCipher } from './account-dto';
import { toLoginAnswer, toProviderLoginAnswer } from './login-answer-dto';
import { isRecord } from '../client/answer-body';
import { postAnswer } from '../client/api-call';
import { toProviderLoginRequest } from './provider-login-dto';

/** SignIn over the product API: `POST /login`, `POST /login_with_{provider}` and `POST /logout`. */
export class HttpSignIn implements SignIn {
  constructor(
    private readonly http: AxiosInstance,
    private readonly cipher: AccountCipher,
  ) {}

  login(credentials: { email: string; password: string }): Promise<LoginAnswer> {
    const body = { email: credentials.email, password: credentials.password };
    return postAnswer(this.http, '/login', body, (answer) => toLoginAnswer(answer, this.cipher));
  }

  loginWithProvider(credential: ProviderCredential, password?: string): Promise<ProviderLoginAnswer> {
    const { path, body } = toProviderLoginRequest(credential, password);
    return postAnswer(this.http, path, body, (answer) => toProviderLoginAnswer(answer, this.cipher));
  }

  async logout(): Promise<void> {
    await postAnswer(this.http, '/logout', {}, (answer) =>
      isRecord(answer) && answer.loggedOut === true ? true : null,
    );
  }
}
