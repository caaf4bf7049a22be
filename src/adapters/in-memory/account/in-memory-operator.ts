import type { EmailRequests, NewPassword } from '../../../core/account/email-requests';
import type { NewUser } from '../../../core/account/new-user';
import type { Registration } from '../../../core/account/registration';
import type { Account } from '../../../core/session/account';
import type { Languages } from '../../../core/session/languages';
import type { ProviderCredential } from '../../../core/session/provider-credential';
import type { SignIn } from '../../../core/session/sign-in';
import type { Clock } from '../../../core/shared/clock';
import type { Language } from '../../../core/shared/language';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { FixedClock } from '../shared/fixed-clock';
import { InMemoryLanguages } from '../session/in-memory-languages';
import { InMemorySignIn } from '../session/in-memory-sign-in';
import { InMemoryEmailRequests } from './in-memory-email-requests';
import {
  DEFAULT_LANGUAGES,
  InMemoryOperatorState,
  type OperatorMethod,
  type Scripted,
} from './in-memory-operator-state';
import type { RiderInput } from './in-memory-riders';
import { InMemoryRegistration } from './in-memory-registration';

export { DEFAULT_LANGUAGES };

/**
 * One in-memory operator with the contract's rules, seen through each of its ports (as the sandbox
 * is one server behind several calls): riders, confirmation, passwords, validation codes,
 * single-use expiring tokens and an outbox. `scriptNext` makes the next call of a method answer
 * (or fail) as a test wants; a test may also replace a method of this object to hold a call.
 */
export class InMemoryOperator implements SignIn, Registration, EmailRequests, Languages {
  private readonly state: InMemoryOperatorState;
  private readonly signIn: InMemorySignIn;
  private readonly registration: InMemoryRegistration;
  private readonly emails: InMemoryEmailRequests;
  private readonly languages: InMemoryLanguages;

  constructor(languages: readonly Language[] = DEFAULT_LANGUAGES, clock: Clock = new FixedClock()) {
    this.state = new InMemoryOperatorState(languages, clock);
    this.signIn = new InMemorySignIn(this.state);
    this.registration = new InMemoryRegistration(this.state);
    this.emails = new InMemoryEmailRequests(this.state);
    this.languages = new InMemoryLanguages(this.state);
  }

  get riders() {
    return this.state.riders;
  }
  get outbox() {
    return this.state.outbox;
  }

  addRider(input: RiderInput): Account {
    return this.state.riders.add(input).account;
  }

  setLanguages(languages: readonly Language[]): this {
    this.state.languages = languages;
    return this;
  }

  /** The youngest age at which a rider may sign up (14 unless set). */
  setMinimumAge(minimumAge: number): this {
    this.state.minimumAge = minimumAge;
    return this;
  }

  /** The next calls of `method` answer these outcomes, in order (a ServiceFailure is thrown). */
  scriptNext<M extends OperatorMethod>(method: M, ...outcomes: Scripted<M>[]): this {
    this.state.scriptNext(method, ...outcomes);
    return this;
  }

  /** Makes every live token unusable, like the sandbox's expire-tokens. */
  expireTokens(): void {
    this.state.tokens.expireAll();
  }

  login(credentials: { email: string; password: string }) {
    return this.signIn.login(credentials);
  }
  loginWithProvider(credential: ProviderCredential, password?: string) {
    return this.signIn.loginWithProvider(credential, password);
  }
  logout() {
    return this.signIn.logout();
  }
  get loggedOut() {
    return this.state.loggedOut;
  }
  /** This browser proved a card without an account (cardCheck), or its access ended (null). */
  proveCard(aliasPan: string | null): void {
    this.state.checkedCard = aliasPan;
  }
  /** The checked card a new account keeps, if any. */
  keptCardOf(email: string): string | null {
    return this.state.keptCards.get(email) ?? null;
  }
  signUp(user: NewUser, captchaToken: string | null) {
    return this.registration.signUp(user, captchaToken);
  }
  requestEmailConfirmation(email: string, captchaToken: string | null) {
    return this.emails.requestEmailConfirmation(email, captchaToken);
  }
  confirmEmail(token: string) {
    return this.emails.confirmEmail(token);
  }
  requestPasswordReset(email: string, captchaToken: string | null) {
    return this.emails.requestPasswordReset(email, captchaToken);
  }
  exchangeResetToken(token: string) {
    return this.emails.exchangeResetToken(token);
  }
  resetPassword(input: NewPassword) {
    return this.emails.resetPassword(input);
  }
  list(signal?: ReadSignal) {
    return this.languages.list(signal);
  }
}
