import { InMemoryCardNetwork } from '../../../src/adapters/in-memory/cards/in-memory-card-network';
import { InMemoryCaseBook, METRO_CLAIM_RULES } from '../../../src/adapters/in-memory/claims/in-memory-case-book';
import { InMemoryClaims } from '../../../src/adapters/in-memory/claims/in-memory-claims';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { METRO_FARE_CAPS } from '../../../src/adapters/in-memory/travels/in-memory-fare-rules';
import { InMemoryTravelLedger } from '../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { StoredSession } from '../../../src/core/session/stored-session';
import { anAccount } from '../../support/builders/account-builder';
import { aTappedCard } from '../../support/builders/card-builder';
import { aTrip, VISA_4111 } from '../../support/builders/travel-builder';
import { claimsContract } from './claims.contract';

const ACCOUNTS: Record<string, number> = { 'giulia.rossi@example.com': 1, 'luca.verdi@example.com': 4 };
const alias = (pan: string) => `PA-${pan}`;

claimsContract('in memory', async () => {
  // The operator's clock reads the tests' today, as the sandbox's does.
  const clock = new FixedClock(new Date());
  const network = new InMemoryCardNetwork(clock);
  network.link(
    1,
    aTappedCard()
      .withAliasPan(alias('4111111111111111'))
      .withTruncatedPan('411111******1111')
      .withLabel('VISA Debit')
      .build(),
  );
  const session = new StoredSession(new InMemoryStorage());
  const ledger = new InMemoryTravelLedger('Europe/Rome');
  const book = new InMemoryCaseBook(METRO_CLAIM_RULES, ledger, network, clock);
  const claims = new InMemoryClaims(book, session);
  return {
    claims,
    signInAs: async (email) =>
      session.saveAccount(
        anAccount()
          .withId(ACCOUNTS[email] ?? 0)
          .withEmail(email)
          .build(),
      ),
    tap: async ({ pan, from, to, at }) => {
      const trip = aTrip(at.toISOString(), {
        firstTap: [['station', from]],
        lastTap: to === undefined ? null : [['station', to]],
      });
      const ticket =
        to === undefined
          ? ledger.tapIn(alias(pan), VISA_4111, trip, METRO_CLAIM_RULES.maxFare, {
              minor: ledger.fareUnderCaps(alias(pan), at, METRO_FARE_CAPS),
              currency: 'EUR',
            })
          : ledger.tap(alias(pan), VISA_4111, trip, METRO_FARE_CAPS);
      const found = ledger.findTicket(ticket.id);
      return { ticketId: ticket.id, paymentShortId: found?.payment.shortId ?? '' };
    },
    decide: async (caseId, decision) => {
      claims.decide(caseId, decision);
    },
    unpaid: async () => {
      // 45 days ago: within the claim window, on no day the property taps (5 to 40 days ago).
      const at = new Date(clock.now().getTime() - 45 * 24 * 60 * 60_000);
      const payment = ledger.charge(alias('4111111111111111'), VISA_4111, [aTrip(at.toISOString())], 'FAILED');
      const ticket = ledger
        .allTickets([alias('4111111111111111')])
        .find((trip) => trip.id.startsWith(`${payment.id}-`));
      return { ticketId: ticket?.id ?? '', paymentShortId: payment.shortId };
    },
    paid: async (paymentShortId) => {
      const payment = ledger.findPayment(paymentShortId)?.payment;
      return payment?.status.kind === 'succeeded' ? payment.amount.minor : 0;
    },
  };
});
