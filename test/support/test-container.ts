import { ContainerModule, type Container } from 'inversify';
import { FakeCaptcha } from '../../src/adapters/in-memory/account/fake-captcha';
import { InMemoryOperator } from '../../src/adapters/in-memory/account/in-memory-operator';
import { FixedClock } from '../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryStorage } from '../../src/adapters/in-memory/shared/in-memory-storage';
import { InMemorySavedReads } from '../../src/adapters/in-memory/shared/in-memory-saved-reads';
import { SavedReads } from '../../src/core/session/saved-reads';
import { InMemoryBankCards } from '../../src/adapters/in-memory/cards/in-memory-bank-cards';
import { InMemoryCardNetwork } from '../../src/adapters/in-memory/cards/in-memory-card-network';
import { InMemoryTappedCards } from '../../src/adapters/in-memory/cards/in-memory-tapped-cards';
import {
  InMemoryPaymentRequests,
  RecordingPaymentProvider,
} from '../../src/adapters/in-memory/cards/recording-payment-provider';
import { BankCards } from '../../src/core/cards/bank-cards';
import { PaymentProvider, PaymentRequests } from '../../src/core/cards/payment-provider';
import { TappedCards } from '../../src/core/cards/tapped-cards';
import { InMemoryTravelHistory } from '../../src/adapters/in-memory/travels/in-memory-travel-history';
import { InMemoryTravelLedger } from '../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { StoredSession } from '../../src/core/session/stored-session';
import { TravelHistory } from '../../src/core/travels/travel-history';
import { FareRules, type FareCaps } from '../../src/core/travels/fare-rules';
import { InMemoryFareRules } from '../../src/adapters/in-memory/travels/in-memory-fare-rules';
import { InMemorySettlements } from '../../src/adapters/in-memory/settlement/in-memory-settlements';
import { Settlements } from '../../src/core/settlement/settlements';
import { RiderSummaries } from '../../src/core/settlement/rider-summary';
import { InMemoryRiderSummaries } from '../../src/adapters/in-memory/settlement/in-memory-rider-summaries';
import { InMemoryAccountSettings } from '../../src/adapters/in-memory/account/in-memory-account-settings';
import { AccountSettings } from '../../src/core/account/account-settings';
import { createContainer } from '../../src/app/di/create-container';
import { signedInModule } from '../../src/app/di/signed-in-module';
import { provide, provideValue } from '../../src/app/di/typed-binding';
import { Captcha } from '../../src/core/account/captcha';
import { EmailRequests } from '../../src/core/account/email-requests';
import { Registration } from '../../src/core/account/registration';
import { IdentityProviders } from '../../src/core/session/identity-provider';
import { Languages } from '../../src/core/session/languages';
import { SignIn } from '../../src/core/session/sign-in';
import { Clock } from '../../src/core/shared/clock';
import { Ids } from '../../src/core/shared/ids';
import { SequentialIds } from '../../src/adapters/in-memory/shared/sequential-ids';
import { Storage } from '../../src/core/shared/storage';
import { Claims } from '../../src/core/claims/claims';
import type { ClaimRules } from '../../src/core/claims/claim-rules';
import { InMemoryClaims } from '../../src/adapters/in-memory/claims/in-memory-claims';
import { InMemoryCaseBook } from '../../src/adapters/in-memory/claims/in-memory-case-book';
import { CardStatus } from '../../src/core/card-status/card-status';
import { Alerts } from '../../src/core/alerts/alerts';
import { InMemoryAlerts } from '../../src/adapters/in-memory/alerts/in-memory-alerts';
import { InMemoryCardStatus, InMemoryDenyList } from '../../src/adapters/in-memory/card-status/in-memory-card-status';
import { InMemoryRiderData } from '../../src/adapters/in-memory/data-export/in-memory-rider-data';
import { InMemoryStatements } from '../../src/adapters/in-memory/statements/in-memory-statements';
import { RiderDataSource } from '../../src/core/data-export/rider-data-source';
import { Statements } from '../../src/core/statements/statements';
import { Concessions } from '../../src/core/concessions/concessions';
import { ProofProvider } from '../../src/core/concessions/proof-provider';
import { InMemoryConcessions } from '../../src/adapters/in-memory/concessions/in-memory-concessions';
import { RecordingProofProvider } from '../../src/adapters/in-memory/concessions/recording-proof-provider';
import { InMemoryCardChecks } from '../../src/adapters/in-memory/card-check/in-memory-card-checks';
import { CardChecks } from '../../src/core/card-check/card-checks';

export interface Fakes {
  /** The in-memory operator behind every product-API port. */
  readonly gateway: InMemoryOperator;
  readonly storage: InMemoryStorage;
  /** What the riders read, kept on the device for offline reading. */
  readonly savedReads: InMemorySavedReads;
  readonly clock: FixedClock;
  readonly providers: IdentityProviders;
  readonly cards: InMemoryCardNetwork;
  readonly paymentProvider: RecordingPaymentProvider;
  readonly travels: InMemoryTravelLedger;
  readonly settlements: InMemorySettlements;
  /** The operator's fare and caps (fareCaps): none unless given (the tests of other features read no more than they did). */
  readonly fareCaps?: FareCaps | null;
  /** The operator's claim rules (claims): none unless given, and then no case book (rules null, no cases). */
  readonly claimRules?: ClaimRules | null;
  /** The operator's cases (its `decide` plays the review page), when claim rules are given. */
  readonly caseBook?: InMemoryCaseBook;
  /** The operator's deny list (cardStatus): none unless given (no card states). */
  readonly denyList?: InMemoryDenyList;
  /** The operator's concessions (concessions): none offered unless given. */
  readonly concessions?: (session: StoredSession) => InMemoryConcessions;
  /** The proof providers' pages the rider was sent to. */
  readonly proofProvider?: RecordingProofProvider;
  /** Cards checked without an account (cardCheck): not offered unless given. */
  readonly cardChecks?: InMemoryCardChecks;
}

/** The in-memory adapters as one container module. */
export function fakesModule(fakes: Fakes): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provideValue(bind, SignIn, fakes.gateway);
    provideValue(bind, Registration, fakes.gateway);
    provideValue(bind, EmailRequests, fakes.gateway);
    provideValue(bind, Languages, fakes.gateway);
    provideValue(bind, Storage, fakes.storage);
    provideValue(bind, SavedReads, fakes.savedReads);
    provideValue(bind, Clock, fakes.clock);
    provideValue(bind, Ids, new SequentialIds());
    provideValue(bind, IdentityProviders, fakes.providers);
    provideValue(bind, Captcha, new FakeCaptcha());
    provideValue(bind, BankCards, new InMemoryBankCards(fakes.cards));
    provideValue(bind, TappedCards, new InMemoryTappedCards(fakes.cards));
    provideValue(bind, PaymentRequests, new InMemoryPaymentRequests());
    provideValue(bind, PaymentProvider, fakes.paymentProvider);
    provide(bind, TravelHistory, (get) => new InMemoryTravelHistory(fakes.travels, fakes.cards, get(StoredSession)));
    provideValue(bind, Settlements, fakes.settlements);
    provide(
      bind,
      RiderSummaries,
      // This week's trips with the summary where the operator offers fareCaps (given its caps), as the sandbox sends them.
      (get) =>
        new InMemoryRiderSummaries(
          fakes.cards,
          fakes.settlements,
          get(StoredSession),
          true,
          fakes.fareCaps ? { ledger: fakes.travels, clock: fakes.clock } : null,
        ),
    );
    provide(bind, FareRules, (get) => new InMemoryFareRules(fakes.fareCaps ?? null, get(StoredSession)));
    provide(bind, Claims, (get) => new InMemoryClaims(fakes.caseBook ?? null, get(StoredSession)));
    provide(bind, Alerts, (get) => new InMemoryAlerts(get(StoredSession)));
    provide(bind, CardStatus, (get) => new InMemoryCardStatus(fakes.denyList ?? null, fakes.cards, get(StoredSession)));
    provide(bind, Statements, (get) => new InMemoryStatements(get(StoredSession), fakes.clock));
    provide(
      bind,
      RiderDataSource,
      (get) => new InMemoryRiderData(fakes.travels, fakes.cards, get(StoredSession), fakes.clock),
    );
    provide(bind, AccountSettings, (get) => new InMemoryAccountSettings(fakes.gateway, get(StoredSession)));
    const noConcessions = { maxCards: 2, renewalDays: 14, offers: [] };
    provide(bind, Concessions, (get) =>
      fakes.concessions
        ? fakes.concessions(get(StoredSession))
        : new InMemoryConcessions(fakes.cards, get(StoredSession), fakes.clock, noConcessions, 'Europe/Rome', false),
    );
    provideValue(bind, ProofProvider, fakes.proofProvider ?? new RecordingProofProvider());
    provideValue(
      bind,
      CardChecks,
      fakes.cardChecks ??
        new InMemoryCardChecks(
          {
            network: fakes.cards,
            ledger: fakes.travels,
            denyList: new InMemoryDenyList(fakes.travels, fakes.clock),
            clock: fakes.clock,
          },
          false,
        ),
    );
  });
}

/** A fresh container: the real core wired to in-memory fakes (given ones or new ones). */
export function createTestContainer(given: Partial<Fakes> = {}): Fakes & { readonly container: Container } {
  const clock = given.clock ?? new FixedClock();
  const travels = given.travels ?? new InMemoryTravelLedger();
  const cards = given.cards ?? new InMemoryCardNetwork(clock);
  const claimRules = given.claimRules ?? null;
  const caseBook = given.caseBook ?? (claimRules ? new InMemoryCaseBook(claimRules, travels, cards, clock) : undefined);
  const fakes: Fakes = {
    gateway: given.gateway ?? new InMemoryOperator(),
    storage: given.storage ?? new InMemoryStorage(),
    savedReads: given.savedReads ?? new InMemorySavedReads(),
    clock,
    providers: given.providers ?? {},
    cards,
    paymentProvider: given.paymentProvider ?? new RecordingPaymentProvider(),
    travels,
    settlements: given.settlements ?? new InMemorySettlements(travels),
    ...(given.fareCaps !== undefined ? { fareCaps: given.fareCaps } : {}),
    ...(given.claimRules !== undefined ? { claimRules: given.claimRules } : {}),
    ...(caseBook ? { caseBook } : {}),
    ...(given.denyList ? { denyList: given.denyList } : {}),
    ...(given.concessions ? { concessions: given.concessions } : {}),
    ...(given.proofProvider ? { proofProvider: given.proofProvider } : {}),
    ...(given.cardChecks ? { cardChecks: given.cardChecks } : {}),
  };
  return { ...fakes, container: createContainer(fakesModule(fakes), signedInModule) };
}
