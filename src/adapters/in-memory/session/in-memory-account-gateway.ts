import type { Account } from '../../../core/session/account';
import type * as A from '../../../core/session/answers';
import type { Language } from '../../../core/shared/language';
import type { NewUser } from '../../../core/session/new-user';
import type { ProviderCredential } from '../../../core/session/provider-credential';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { AccountGateway } from '../../../core/session/account-gateway';
import type { Clock } from '../../../core/shared/clock';
import { FixedClock } from '../shared/fixed-clock';
import { InMemoryOutbox } from '../account/in-memory-outbox';
import { InMemoryProviderLinks } from './in-memory-provider-links';
import { readProviderIdentity } from './in-memory-provider-identity';
import { InMemoryRiders, type RiderInput } from '../account/in-memory-riders';
import { emailErrors, loginErrors, passwordPairErrors, signUpErrors } from '../account/in-memory-rules';
import { InMemoryTokens } from '../account/in-memory-tokens';

type Method = keyof AccountGateway;
type Scripted<M extends Method> = Awaited<ReturnType<AccountGateway[M]>> | ServiceFailure;

export const DEFAULT_LANGUAGES: readonly Language[] = [
  { id: 'en', name: 'English' },
  { id: 'it', name: 'Italiano' },
  { id: 'fr', name: 'Français' },
  { id: 'de', name: 'Deutsch' },
];

/**
 * AccountGateway over a small in-memory operator with the contract's rules: riders,
 * confirmation, passwords, validation codes, single-use expiring tokens and an outbox.
 * `scriptNext` makes the next call of a method answer (or fail) as a test wants.
 */
export class InMemoryAccountGateway implements AccountGateway {
  readonly riders = new InMemoryRiders();
  readonly outbox = new InMemoryOutbox();
  private readonly tokens: InMemoryTokens;
  private readonly scripts = new Map<Method, unknown[]>();
  private readonly providerLinks = new InMemoryProviderLinks(this.riders);

  constructor(
    private languageList: readonly Language[] = DEFAULT_LANGUAGES,
    private readonly clock: Clock = new FixedClock(),
  ) {
    this.tokens = new InMemoryTokens(clock);
  }

  addRider(input: RiderInput): Account {
    return this.riders.add(input).account;
  }

  setLanguages(languages: readonly Language[]): this {
    this.languageList = languages;
    return this;
  }

  /** The next calls of `method` answer these outcomes, in order (a ServiceFailure is thrown). */
  scriptNext<M extends Method>(method: M, ...outcomes: Scripted<M>[]): this {
    this.scripts.set(method, [...(this.scripts.get(method) ?? []), ...outcomes]);
    return this;
  }

  /** Makes every live token unusable, like the sandbox's expire-tokens. */
  expireTokens(): void {
    this.tokens.expireAll();
  }

  languages(): Promise<Language[]> {
    return this.answer('languages', () => this.languageList.map((language) => ({ ...language })));
  }

  login({ email, password }: { email: string; password: string }): Promise<A.LoginAnswer> {
    return this.answer('login', (): A.LoginAnswer => {
      const errors = loginErrors(email, password);
      if (errors.length > 0) return { kind: 'invalid', errors };
      const rider = this.riders.byEmail(email);
      if (!rider) return { kind: 'no-account' };
      if (rider.password === null || rider.password !== password) return { kind: 'wrong-password' };
      if (!rider.confirmed) return { kind: 'unconfirmed-email' };
      return { kind: 'signed-in', account: rider.account };
    });
  }

  loginWithProvider(credential: ProviderCredential): Promise<A.LoginAnswer> {
    return this.answer('loginWithProvider', (): A.LoginAnswer => {
      const identity = readProviderIdentity(credential);
      if (!identity) throw new ServiceFailure('server', 'Invalid identity response');
      return { kind: 'signed-in', account: this.providerLinks.signIn(credential.provider, identity).account };
    });
  }

  signUp(user: NewUser, _captchaToken: string | null): Promise<A.SignUpAnswer> {
    return this.answer('signUp', (): A.SignUpAnswer => {
      const errors = signUpErrors(user, this.languageList.map((language) => language.id), this.clock.now());
      if (errors.length > 0) return { kind: 'invalid', errors };
      if (this.riders.byEmail(user.email)) return { kind: 'account-exists' };
      this.riders.add({
        email: user.email.trim(), name: user.name.trim(), surname: user.surname.trim(),
        language: user.language.trim(), dateOfBirth: user.dateOfBirth.trim(), password: user.password, confirmed: false,
      });
      return { kind: 'registered' };
    });
  }

  requestEmailConfirmation(email: string, _captchaToken: string | null): Promise<A.EmailRequestAnswer> {
    return this.answer('requestEmailConfirmation', (): A.EmailRequestAnswer => {
      const errors = emailErrors(email);
      if (errors.length > 0) return { kind: 'invalid', errors };
      const rider = this.riders.byEmail(email);
      if (!rider) return { kind: 'no-account' };
      if (rider.confirmed) return { kind: 'already-confirmed' };
      const token = this.tokens.issue(rider.account.id, 'confirm');
      return { kind: 'sent', to: this.outbox.send(rider.account.email, 'confirm', token).to };
    });
  }

  confirmEmail(token: string): Promise<A.ConfirmEmailAnswer> {
    return this.answer('confirmEmail', (): A.ConfirmEmailAnswer => {
      const rider = this.riders.byId(this.tokens.consume(token, 'confirm') ?? -1);
      if (!rider) return { kind: 'expired' };
      rider.confirmed = true;
      return { kind: 'confirmed', email: rider.account.email };
    });
  }

  requestPasswordReset(email: string, _captchaToken: string | null): Promise<A.EmailRequestAnswer> {
    return this.answer('requestPasswordReset', (): A.EmailRequestAnswer => {
      const errors = emailErrors(email);
      if (errors.length > 0) return { kind: 'invalid', errors };
      const rider = this.riders.byEmail(email);
      if (!rider) return { kind: 'no-account' };
      if (!rider.confirmed) return { kind: 'unconfirmed-email' };
      this.tokens.revoke(rider.account.id, ['forgot', 'reset']);
      const token = this.tokens.issue(rider.account.id, 'forgot');
      return { kind: 'sent', to: this.outbox.send(rider.account.email, 'reset', token).to };
    });
  }

  exchangeResetToken(token: string): Promise<A.ResetTokenAnswer> {
    return this.answer('exchangeResetToken', (): A.ResetTokenAnswer => {
      const accountId = this.tokens.consume(token, 'forgot');
      if (accountId === undefined) return { kind: 'expired' };
      return { kind: 'token', token: this.tokens.issue(accountId, 'reset') };
    });
  }

  resetPassword(input: { token: string; newPassword: string; confirmNewPassword: string }): Promise<A.ResetPasswordAnswer> {
    return this.answer('resetPassword', (): A.ResetPasswordAnswer => {
      const paths: [string, string] = ['new_password', 'confirm_new_password'];
      const errors = passwordPairErrors(input.newPassword, input.confirmNewPassword, paths);
      if (errors.length > 0) return { kind: 'invalid', errors };
      const rider = this.riders.byId(this.tokens.consume(input.token, 'reset') ?? -1);
      if (!rider) return { kind: 'expired' };
      rider.password = input.newPassword;
      this.tokens.revoke(rider.account.id, ['forgot', 'reset']);
      return { kind: 'reset' };
    });
  }

  private async answer<M extends Method>(method: M, operate: () => Scripted<M>): Promise<Awaited<ReturnType<AccountGateway[M]>>> {
    const queue = this.scripts.get(method) ?? [];
    const outcome = (queue.length > 0 ? queue.shift() : operate()) as Scripted<M>;
    if (outcome instanceof ServiceFailure) throw outcome;
    return structuredClone(outcome);
  }
}
