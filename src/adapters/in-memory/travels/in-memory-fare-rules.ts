import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { StoredSession } from '../../../core/session/stored-session';
import type { FareCaps, FareRules } from '../../../core/travels/fare-rules';

/** The sandbox metro's fare and caps (sandbox/oms/network/network.mjs). */
export const METRO_FARE_CAPS: FareCaps = {
  fareName: 'Corsa singola',
  fare: { minor: 150, currency: 'EUR' },
  dailyCap: { minor: 700, currency: 'EUR' },
  weeklyCap: { amount: { minor: 2400, currency: 'EUR' }, kind: 'calendarWeek' },
  timeZone: 'Europe/Rome',
};

/**
 * FareRules in memory, scoped as the sandbox scopes it: a signed-in rider's call (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules);
 * null for an operator without fare rules.
 */
export class InMemoryFareRules implements FareRules {
  constructor(
    private readonly caps: FareCaps | null,
    private readonly session: StoredSession,
  ) {}

  async fareCaps(signal?: ReadSignal): Promise<FareCaps | null> {
    await Promise.resolve();
    if (signal?.aborted) throw Object.assign(new Error('The read was aborted'), { name: 'AbortError' });
    if (!this.session.account()) throw new ServiceFailure('unauthorized');
    return this.caps;
  }
}
