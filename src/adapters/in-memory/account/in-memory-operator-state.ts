import type { EmailRequests } from '../../../core/account/email-requests';
import type { Registration } from '../../../core/account/registration';
import type { Languages } from '../../../core/session/languages';
import type { SignIn } from '../../../core/session/sign-in';
import type { Clock } from '../../../core/shared/clock';
import type { Language } from '../../../core/shared/language';
import { ServiceFailure } from '../../../core/shared/service-failure';
import { DEFAULT_MINIMUM_AGE } from '../../../../contract/operator-rules.mjs';
import { InMemoryProviderLinks } from '../session/in-memory-provider-links';
import { InMemoryOutbox } from './in-memory-outbox';
import { InMemoryRiders } from './in-memory-riders';
import { InMemoryTokens } from './in-memory-tokens';

/** Every call of the in-memory operator's APIs, by method name. */
export type OperatorApis = SignIn & Registration & EmailRequests & Languages;
export type OperatorMethod = keyof OperatorApis;
export type Scripted<M extends OperatorMethod> = Awaited<ReturnType<OperatorApis[M]>> | ServiceFailure;

export const DEFAULT_LANGUAGES: readonly Language[] = [
  { id: 'en', name: 'English' },
  { id: 'it', name: 'Italiano' },
  { id: 'fr', name: 'Français' },
  { id: 'de', name: 'Deutsch' },
];

/** What the in-memory operator's APIs share: riders, outbox, tokens, languages, and the answers a test scripted. */
export class InMemoryOperatorState {
  readonly riders = new InMemoryRiders();
  readonly outbox = new InMemoryOutbox();
  readonly providerLinks = new InMemoryProviderLinks(this.riders);
  /** How many times the portal ended its session on the operator's side. */
  loggedOut = 0;
  /** The youngest age at which a rider may sign up (the operator's setting, docs/behaviour/rules.md#date-of-birth). */
  minimumAge: number = DEFAULT_MINIMUM_AGE;
  /** The card this browser proved without an account (cardCheck), while its access lives; null when none. */
  checkedCard: string | null = null;
  /** The checked card each new account keeps, registered once its address is confirmed (by address). */
  readonly keptCards = new Map<string, string>();
  readonly tokens: InMemoryTokens;
  private readonly scripts = new Map<OperatorMethod, unknown[]>();

  constructor(
    public languages: readonly Language[],
    readonly clock: Clock,
  ) {
    this.tokens = new InMemoryTokens(clock);
  }

  /** The next calls of `method` answer these outcomes, in order (a ServiceFailure is thrown). */
  scriptNext<M extends OperatorMethod>(method: M, ...outcomes: Scripted<M>[]): void {
    this.scripts.set(method, [...(this.scripts.get(method) ?? []), ...outcomes]);
  }

  /** The scripted outcome of `method` if there is one, else what `operate` answers; always a copy. */
  async answer<M extends OperatorMethod>(
    method: M,
    operate: () => Scripted<M>,
  ): Promise<Awaited<ReturnType<OperatorApis[M]>>> {
    const queue = this.scripts.get(method) ?? [];
    const outcome = (queue.length > 0 ? queue.shift() : operate()) as Scripted<M>;
    if (outcome instanceof ServiceFailure) throw outcome;
    return structuredClone(outcome);
  }
}
