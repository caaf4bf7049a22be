import type { Language } from '../../../src/core/shared/language';
import type { Clock } from '../../../src/core/shared/clock';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { DEFAULT_LANGUAGES, InMemoryOperator } from '../../../src/adapters/in-memory/account/in-memory-operator';
import type { RiderInput } from '../../../src/adapters/in-memory/account/in-memory-riders';
import { anAccount, type AccountBuilder } from './account-builder';

export const DEMO_PASSWORD = 'Tapway-2026';

/** A rider of the in-memory operator: an account plus password and confirmation. */
export class RiderBuilder {
  private input: RiderInput = { email: 'giulia.rossi@example.com', password: DEMO_PASSWORD, confirmed: true };

  from(account: AccountBuilder): this {
    const { id: _id, ...fields } = account.build();
    this.input = { ...this.input, ...fields };
    return this;
  }

  withEmail(email: string) {
    this.input = { ...this.input, email };
    return this;
  }
  withPassword(password: string | null) {
    this.input = { ...this.input, password };
    return this;
  }
  unconfirmed() {
    this.input = { ...this.input, confirmed: false };
    return this;
  }

  build(): RiderInput {
    return { ...this.input };
  }
}

export const aRider = (): RiderBuilder => new RiderBuilder();

/** Fluent set-up of an InMemoryOperator (the operator's product API). */
export class OperatorBuilder {
  private readonly riders: RiderInput[] = [];
  private languages: readonly Language[] = DEFAULT_LANGUAGES;
  private clock: Clock = new FixedClock();

  withRider(rider: RiderBuilder): this {
    this.riders.push(rider.build());
    return this;
  }

  /** The sandbox's seed: Giulia (confirmed) and Marco (unconfirmed), password Tapway-2026. */
  withDemoRiders(): this {
    this.withRider(aRider().from(anAccount()));
    const marco = anAccount().withName('Marco', 'Bianchi').withEmail('marco.bianchi@example.com').withLanguage('en');
    return this.withRider(aRider().from(marco.withLocalesId('en-GB')).unconfirmed());
  }

  withLanguages(...languages: Language[]): this {
    this.languages = languages;
    return this;
  }

  withClock(clock: Clock): this {
    this.clock = clock;
    return this;
  }

  build(): InMemoryOperator {
    const gateway = new InMemoryOperator(this.languages, this.clock);
    for (const rider of this.riders) gateway.addRider(rider);
    return gateway;
  }
}

export const anOperator = (): OperatorBuilder => new OperatorBuilder();
