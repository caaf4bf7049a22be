import 'reflect-metadata';
import { ContainerModule, type Container } from 'inversify';
import { FakeCaptcha } from '../../src/adapters/in-memory/account/fake-captcha';
import { FixedClock } from '../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryAccountGateway } from '../../src/adapters/in-memory/session/in-memory-account-gateway';
import { InMemoryStorage } from '../../src/adapters/in-memory/shared/in-memory-storage';
import { SequentialIdGenerator } from '../../src/adapters/in-memory/shared/sequential-id-generator';
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
  });
}

/** A fresh container: the real core wired to in-memory fakes (given ones or new ones). */
export function createTestContainer(given: Partial<Fakes> = {}): Fakes & { readonly container: Container } {
  const fakes: Fakes = {
    gateway: given.gateway ?? new InMemoryAccountGateway(),
    storage: given.storage ?? new InMemoryStorage(),
    clock: given.clock ?? new FixedClock(),
    providers: given.providers ?? {},
  };
  return { ...fakes, container: createContainer(fakesModule(fakes)) };
}
