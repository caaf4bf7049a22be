import { beforeEach, describe, expect, it } from 'vitest';
import type { BankCards } from '../../../src/core/cards/bank-cards';
import type { TappedCards } from '../../../src/core/cards/tapped-cards';

/**
 * What the cards contract needs of one side: the ports on the demo world, signed in as a demo
 * rider, and the payment provider's tokenisation of a PAN (on the sandbox: the hosted page).
 */
export interface CardsHarness {
  readonly bankCards: BankCards;
  readonly tappedCards: TappedCards;
  /** Signs the demo rider in; answers the account id the calls name. */
  signInAs(email: string): Promise<number>;
  /** Tokenises a PAN for the signed-in rider, as the provider does; answers its PANALIAS. */
  tokenise(pan: string): Promise<string>;
}

/** The contract of BankCards and TappedCards, the same for the in-memory network and the sandbox. */
export function cardsContract(name: string, fresh: () => Promise<CardsHarness>): void {
  describe(`Cards contract: ${name}`, () => {
    let harness: CardsHarness;
    beforeEach(async () => {
      harness = await fresh();
    });

    it("lists Giulia's cards, the plastic one and the phone's", async () => {
      const giulia = await harness.signInAs('giulia.rossi@example.com');
      const cards = await harness.bankCards.list(giulia);
      expect(cards.map((card) => [card.truncatedPan, card.scheme, card.formFactor]).sort()).toEqual([
        ['411111******1111', 'visa', 'card'],
        ['555555******4444', 'mastercard', 'device'],
      ]);
    });

    it('looks up a tokenised card that tapped, and finds none for one that never did', async () => {
      const luca = await harness.signInAs('luca.verdi@example.com');
      const tapped = await harness.tappedCards.find(await harness.tokenise('4012888888881881'));
      expect(tapped).toMatchObject({ truncatedPan: '401288******1881', label: 'VISA', formFactor: 'card' });
      expect(await harness.tappedCards.find(await harness.tokenise('6759649826438453'))).toBeNull();
      expect(await harness.bankCards.list(luca)).toEqual([]);
    });

    it('adds a tokenised card once, then answers already added', async () => {
      const luca = await harness.signInAs('luca.verdi@example.com');
      const card = await harness.tappedCards.find(await harness.tokenise('4012888888881881'));
      const added = await harness.bankCards.add(card!, luca);
      expect(added).toMatchObject({ kind: 'added', cards: [{ truncatedPan: '401288******1881' }] });
      expect(await harness.bankCards.add(card!, luca)).toEqual({ kind: 'already-added' });
    });

    it("answers linked elsewhere for another rider's card", async () => {
      const luca = await harness.signInAs('luca.verdi@example.com');
      const card = await harness.tappedCards.find(await harness.tokenise('4111111111111111'));
      expect(await harness.bankCards.add(card!, luca)).toEqual({ kind: 'linked-elsewhere' });
    });

    it('removes a card from the list', async () => {
      const giulia = await harness.signInAs('giulia.rossi@example.com');
      const [first] = await harness.bankCards.list(giulia);
      await harness.bankCards.remove(first!.id);
      expect((await harness.bankCards.list(giulia)).map((card) => card.id)).not.toContain(first!.id);
    });
  });
}
