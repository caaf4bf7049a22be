import 'reflect-metadata';
import { ContainerModule, type Container } from 'inversify';
import { FakeCaptcha } from '../../src/adapters/in-memory/account/fake-captcha';
import { FixedClock } from '../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryAccountGateway } from '../../src/adapters/in-memory/session/in-memory-account-gateway';
import { InMemoryStorage } from '../../src/adapters/in-memory/shared/in-memory-storage';
import { SequentialIdGenerator } from '../../src/adapters/in-memory/shared/sequential-id-generator';
import { InMemoryBankCards } from '../../src/adapters/in-memory/cards/in-memory-bank-cards';
import { InMemoryCardNetwork } from '../../src/adapters/in-memory/cards/in-memory-card-network';
import { InMemoryTappedCards } from '../../src/adapters/in-memory/cards/in-memory-tapped-cards';
import { InMemoryPaymentRequests, RecordingPaymentProvider } from '../../src/adapters/in-memory/cards/recording-payment-provider';
import { BankCards } from '../../src/core/cards/bank-cards';
import { PaymentProvider, PaymentRequests } from '../../src/core/cards/payment-provider';
import { TappedCards } from '../../src/core/cards/tapped-cards';
import { createContainer } from '../../src/app/di/create-container';
import { AccountGateway } from '../../src/core/session/account-gateway';
import { Captcha } from '../../src/core/account/captcha';
import { Clock } from '../../src/core/shared/clock';
import { IdGenerator } from '../../src/core/shared/id-generator';
import { IdentityProviders } from '../../src/core/session/identity-provider';
import { Storage } from '../../src/core/shared/storage';

export interface Fakes {
  readonly gateway: InMemoryAccountGateway;
  readonly storage: InMemoryStorage;
  readonly clock: FixedClock;
  readonly providers: IdentityProviders;
  readonly cards: InMemoryCardNetwork;
  readonly paymentProvider: RecordingPaymentProvider;
}

/** The in-memory adapters as one container module. */
export function fakesModule(fakes: Fakes): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AccountGateway).toConstantValue(fakes.gateway);
    bind(Storage).toConstantValue(fakes.storage);
    bind(Clock).toConstantValue(fakes.clock);
    bind(IdGenerator).toConstantValue(new SequentialIdGenerator());
    bind(IdentityProviders).toConstantValue(fakes.providers);
    bind(Captcha).toConstantValue(new FakeCaptcha());
    bind(BankCards).toConstantValue(new InMemoryBankCards(fakes.cards));
    bind(TappedCards).toConstantValue(new InMemoryTappedCards(fakes.cards));
    bind(PaymentRequests).toConstantValue(new InMemoryPaymentRequests());
    bind(PaymentProvider).toConstantValue(fakes.paymentProvider);
  });
}

/** A fresh container: the real core wired to in-memory fakes (given ones or new ones). */
export function createTestContainer(given: Partial<Fakes> = {}): Fakes & { readonly container: Container } {
  const clock = given.clock ?? new FixedClock();
  const fakes: Fakes = {
    gateway: given.gateway ?? new InMemoryAccountGateway(),
    storage: given.storage ?? new InMemoryStorage(),
    clock,
    providers: given.providers ?? {},
    cards: given.cards ?? new InMemoryCardNetwork(clock),
    paymentProvider: given.paymentProvider ?? new RecordingPaymentProvider(),
  };
  return { ...fakes, container: createContainer(fakesModule(fakes)) };
}
