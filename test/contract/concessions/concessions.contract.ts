import { beforeEach, describe, expect, it } from 'vitest';
import type { Concessions } from '../../../src/core/concessions/concessions';
import { addDays, addMonths, type CalendarDay } from '../../../src/core/shared/calendar-day';
import { ServiceFailure } from '../../../src/core/shared/service-failure';

export interface ConcessionsHarness {
  /** The concessions of an operator offering them (the metro). */
  readonly concessions: Concessions;
  /** The same operator's, where its configuration does not offer the extension. */
  readonly notOffered: Concessions;
  /** Today in the operator's zone, as the harness's operator counts it. */
  readonly today: CalendarDay;
  /** The alias pans of a demo rider's cards. */
  cardsOf(email: string): Promise<string[]>;
  signInAs(email: string): Promise<void>;
  signOut(): Promise<void>;
  /** A return address on the portal's origin, where a proof provider sends the rider back. */
  readonly returnUrl: string;
}

const SOFIA = 'sofia.marino@example.com';
const ROSA = 'rosa.esposito@example.com';
const LUCA = 'luca.verdi@example.com';

/**
 * What every Concessions must do (docs/contracts.md#concessions-reduced-fares-on-a-bank-card), on the demo world: the
 * metro's three concessions; Sofia's student concession, running out in 10 days, carried by her phone; Rosa, over 65,
 * without any.
 */
export function concessionsContract(name: string, makeHarness: () => Promise<ConcessionsHarness>) {
  describe(`Concessions contract: ${name}`, { timeout: 30_000 }, () => {
    let harness: ConcessionsHarness;
    beforeEach(async () => {
      harness = await makeHarness();
    });

    it("answers the operator's offer and the rider's own concessions, outcome only", async () => {
      await harness.signInAs(SOFIA);
      const view = await harness.concessions.view();
      expect(view).not.toBeNull();
      expect(view!.maxCards).toBe(2);
      expect(view!.renewalDays).toBe(14);
      expect(view!.offers.map((offer) => [offer.key, offer.percentOff, offer.validity, offer.proofs])).toEqual([
        ['over65', 50, 'life', ['digitalIdentity']],
        ['student', 30, 'academicYear', ['directory']],
        ['reducedFare', 50, 'oneYear', ['operatorCheck']],
      ]);
      for (const language of ['en', 'it', 'fr', 'de'])
        expect(view!.offers.every((offer) => Boolean(offer.texts[language]?.name))).toBe(true);
      expect(view!.concessions).toEqual([
        {
          id: expect.any(String),
          key: 'student',
          provenBy: 'directory',
          validUntil: addDays(harness.today, 10),
          cards: await harness.cardsOf(SOFIA),
        },
      ]);
      await harness.signInAs(ROSA);
      expect((await harness.concessions.view())!.concessions).toEqual([]);
    });

    it("names the age concessions the account's own date of birth reaches that the rider does not hold", async () => {
      await harness.signInAs(ROSA);
      expect((await harness.concessions.view())!.mayQualify).toEqual(['over65']);
      await harness.signInAs(SOFIA);
      expect((await harness.concessions.view())!.mayQualify).toEqual([]);
    });

    it('takes a card off a concession and puts it back, the same request twice changing nothing', async () => {
      await harness.signInAs(SOFIA);
      const [phone] = await harness.cardsOf(SOFIA);
      const { id } = (await harness.concessions.view())!.concessions[0]!;
      const off = await harness.concessions.link({ concessionId: id, aliasPan: phone!, linked: false });
      expect(off).toEqual({ kind: 'linked', concessions: [expect.objectContaining({ id, cards: [] })] });
      const on = await harness.concessions.link({ concessionId: id, aliasPan: phone!, linked: true });
      expect(on).toEqual({ kind: 'linked', concessions: [expect.objectContaining({ id, cards: [phone] })] });
      expect(await harness.concessions.link({ concessionId: id, aliasPan: phone!, linked: true })).toEqual(on);
      expect((await harness.concessions.view())!.concessions[0]!.cards).toEqual([phone]);
    });

    it("refuses another rider's card and another rider's concession, typed", async () => {
      await harness.signInAs(SOFIA);
      const { id } = (await harness.concessions.view())!.concessions[0]!;
      const [rosas] = await harness.cardsOf(ROSA);
      expect(await harness.concessions.link({ concessionId: id, aliasPan: rosas!, linked: true })).toEqual({
        kind: 'refused',
        reason: 'not_your_card',
      });
      await harness.signInAs(ROSA);
      expect(await harness.concessions.link({ concessionId: id, aliasPan: rosas!, linked: true })).toEqual({
        kind: 'refused',
        reason: 'unknown_concession',
      });
    });

    it('shows nothing where the operator does not offer them, and refuses a caller not signed in', async () => {
      await harness.signInAs(SOFIA);
      expect(await harness.notOffered.view()).toBeNull();
      await harness.signOut();
      await expect(harness.concessions.view()).rejects.toEqual(expect.any(ServiceFailure));
      await expect(harness.concessions.view()).rejects.toMatchObject({ kind: 'unauthorized' });
    });

    it("proves by an agency reference on the operator's list, once per account, for one year", async () => {
      await harness.signInAs(ROSA);
      const approved = await harness.concessions.prove({
        concessionKey: 'reducedFare',
        proof: 'operatorCheck',
        reference: 'RF-2026-0001',
      });
      expect(approved).toEqual({
        kind: 'approved',
        concession: {
          id: expect.any(String),
          key: 'reducedFare',
          provenBy: 'operatorCheck',
          validUntil: addDays(addMonths(harness.today, 12), -1),
          cards: [],
        },
      });
      const again = { concessionKey: 'reducedFare', proof: 'operatorCheck' as const, reference: 'RF-2026-0002' };
      expect(await harness.concessions.prove(again)).toEqual({ kind: 'refused', reason: 'already_held' });
      await harness.signInAs(LUCA);
      expect(
        await harness.concessions.prove({
          concessionKey: 'reducedFare',
          proof: 'operatorCheck',
          reference: 'RF-2026-0001',
        }),
      ).toEqual({ kind: 'refused', reason: 'reference_used' });
      expect(
        await harness.concessions.prove({
          concessionKey: 'reducedFare',
          proof: 'operatorCheck',
          reference: 'RF-2026-9999',
        }),
      ).toEqual({ kind: 'refused', reason: 'reference_unknown' });
    });

    it('puts a request without a reference under review, listed with the rider’s view', async () => {
      await harness.signInAs(LUCA);
      const asked = await harness.concessions.prove({ concessionKey: 'reducedFare', proof: 'operatorCheck' });
      expect(asked).toEqual({ kind: 'inReview', requestId: expect.any(String) });
      const view = await harness.concessions.view();
      expect(view!.requests).toEqual([
        { id: (asked as { requestId: string }).requestId, key: 'reducedFare', status: 'inReview', reason: null },
      ]);
    });

    it("refuses a proof the concession does not take, an unknown concession, and a provider's answer it cannot trust", async () => {
      await harness.signInAs(ROSA);
      const { returnUrl } = harness;
      expect(await harness.concessions.prove({ concessionKey: 'over65', proof: 'directory', returnUrl })).toEqual({
        kind: 'refused',
        reason: 'proof_not_offered',
      });
      expect(await harness.concessions.prove({ concessionKey: 'veteran', proof: 'operatorCheck' })).toEqual({
        kind: 'refused',
        reason: 'unknown_concession',
      });
      const started = await harness.concessions.prove({ concessionKey: 'over65', proof: 'digitalIdentity', returnUrl });
      expect(started.kind).toBe('redirect');
      const state = new URL((started as { url: string }).url).searchParams.get('state') ?? '';
      expect(await harness.concessions.completeProof({ state, code: 'forged' })).toEqual({
        kind: 'refused',
        reason: 'proof_invalid',
      });
      const cancelled = await harness.concessions.prove({
        concessionKey: 'over65',
        proof: 'digitalIdentity',
        returnUrl,
      });
      const next = new URL((cancelled as { url: string }).url).searchParams.get('state') ?? '';
      expect(await harness.concessions.completeProof({ state: next, error: 'access_denied' })).toEqual({
        kind: 'refused',
        reason: 'cancelled',
      });
      expect((await harness.concessions.view())!.concessions).toEqual([]);
    });
  });
}
