import { beforeEach, describe, expect, it } from 'vitest';
import type { CardChecks } from '../../../src/core/card-check/card-checks';
import type { SignedPaymentRequest } from '../../../src/core/cards/payment-provider';

/** The demo world's cards, by what they are to the operator. */
export type DemoCard = 'unlinked' | 'owing' | 'linked' | 'neverTapped';

export interface CardCheckHarness {
  /** The metro's, which offers cardCheck; one browser (its card-scoped access is that browser's). */
  readonly checks: CardChecks;
  /** The same operator's, where its configuration does not offer the extension. */
  readonly notOffered: CardChecks;
  /** The card's alias at the operator (its PANALIAS). */
  aliasOf(card: DemoCard): string;
  /** The rider on the hosted page with the signed request and the card: the signed answer the browser brings back. */
  prove(request: SignedPaymentRequest, card: DemoCard): Promise<Record<string, string>>;
  /** The rider pays on the hosted page (approved): the provider notifies the operator. */
  pay(request: SignedPaymentRequest, card: DemoCard): Promise<void>;
  /** The access's 15 minutes pass. */
  expireAccess(): Promise<void>;
}

const ORDER = { email: 'rider@example.com', language: 'en' };

/**
 * What every CardChecks must do (docs/contracts.md#cardcheck-a-card-checked-without-an-account), on the demo world:
 * Visa 1881 taps at the metro and is nobody's; the declined Visa 0002 is nobody's and owes its last trip; Giulia's
 * Visa 1111 is in an account; the Maestro 8453 never tapped.
 */
export function cardCheckContract(name: string, makeHarness: () => Promise<CardCheckHarness>) {
  describe(`CardChecks contract: ${name}`, { timeout: 30_000 }, () => {
    let harness: CardCheckHarness;
    beforeEach(async () => {
      harness = await makeHarness();
    });

    const access = async (card: DemoCard) => {
      const answer = await harness.prove(await harness.checks.sign(), card);
      return harness.checks.redeem(answer);
    };

    it('signs a verification of no amount, and a proven card shows itself alone for 15 minutes', async () => {
      const request = await harness.checks.sign();
      expect(request.fields).toMatchObject({ AMOUNT: '0', OPTIONS: 'V' });
      expect(await harness.checks.read()).toBeNull();
      const outcome = await harness.checks.redeem(await harness.prove(request, 'unlinked'));
      expect(outcome).toEqual({ kind: 'access', expiresAt: expect.any(Date) });
      const card = await harness.checks.read();
      expect(card).toMatchObject({
        windowDays: 7,
        card: { aliasPan: harness.aliasOf('unlinked'), truncatedPan: expect.stringMatching(/1881$/) },
        state: { aliasPan: harness.aliasOf('unlinked'), standing: 'active', amountDue: { minor: 0 } },
      });
      expect(card!.trips.every((trip) => trip.card.truncatedPan.endsWith('1881'))).toBe(true);
      await harness.expireAccess();
      expect(await harness.checks.read()).toBeNull();
    });

    it('says only that a card belongs to an account, or never travelled; shows neither', async () => {
      expect(await access('linked')).toEqual({ kind: 'belongsToAccount' });
      expect(await harness.checks.read()).toBeNull();
      expect(await access('neverTapped')).toEqual({ kind: 'neverTapped' });
      expect(await harness.checks.read()).toBeNull();
    });

    it('refuses a forged answer and a replayed one, and shows nothing for them', async () => {
      const answer = await harness.prove(await harness.checks.sign(), 'unlinked');
      const forged = { ...answer, PANALIAS: harness.aliasOf('owing') };
      expect(await harness.checks.redeem(forged)).toEqual({ kind: 'refused', reason: 'forged' });
      expect(await harness.checks.read()).toBeNull();
      expect((await harness.checks.redeem(answer)).kind).toBe('access');
      expect(await harness.checks.redeem(answer)).toEqual({ kind: 'refused', reason: 'replayed' });
    });

    it("answers a receipt's data of the card's own payments shown, and of no other", async () => {
      await access('owing');
      const shown = (await harness.checks.read())!.payments[0]!;
      const info = await harness.checks.paymentInfo(shown.shortId);
      expect(info).toMatchObject({ shortId: shown.shortId, amount: shown.amount });
      expect(info!.tickets.length).toBeGreaterThan(0);
      expect(await harness.checks.paymentInfo('NOSUCHID')).toBeNull();
      await access('unlinked');
      expect(await harness.checks.paymentInfo(shown.shortId)).toBeNull();
      await harness.checks.done();
      expect(await harness.checks.paymentInfo(shown.shortId)).toBeNull();
    });

    it('ends the access on Done', async () => {
      await access('unlinked');
      expect(await harness.checks.read()).not.toBeNull();
      await harness.checks.done();
      expect(await harness.checks.read()).toBeNull();
    });

    it('pays what the card owes on the hosted page: one order per debt, then nothing owed and the card active', async () => {
      await access('owing');
      const owing = await harness.checks.read();
      expect(owing!.state.standing).not.toBe('active');
      expect(owing!.state.amountDue.minor).toBeGreaterThan(0);
      expect(owing!.payments.some((payment) => payment.status.kind === 'failed')).toBe(true);
      expect(
        await harness.checks.pay({ ...ORDER, email: 'not an address', idempotencyKey: crypto.randomUUID() }),
      ).toEqual({ kind: 'refused', reason: 'invalid-email' });
      const first = await harness.checks.pay({ ...ORDER, idempotencyKey: crypto.randomUUID() });
      const again = await harness.checks.pay({ ...ORDER, idempotencyKey: crypto.randomUUID() });
      if (first.kind !== 'request' || again.kind !== 'request') throw new Error('no payment request');
      expect(first.request.fields.AMOUNT).toBe(String(owing!.state.amountDue.minor));
      expect(again.request.fields.ORDERID).toBe(first.request.fields.ORDERID);
      await harness.pay(first.request, 'owing');
      const paid = await harness.checks.read();
      expect(paid!.state).toMatchObject({ standing: 'active', amountDue: { minor: 0 } });
      expect(await harness.checks.pay({ ...ORDER, idempotencyKey: crypto.randomUUID() })).toEqual({
        kind: 'refused',
        reason: 'nothing-owed',
      });
    });

    it('cannot pay without an access', async () => {
      expect(await harness.checks.pay({ ...ORDER, idempotencyKey: crypto.randomUUID() })).toEqual({
        kind: 'refused',
        reason: 'no-access',
      });
    });

    it('reads nothing for an operator that does not offer it', async () => {
      expect(harness.notOffered.offered).toBe(false);
      expect(await harness.notOffered.read()).toBeNull();
    });
  });
}
