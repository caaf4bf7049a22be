import { cleanup, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InMemoryConcessions } from '../../../../src/adapters/in-memory/concessions/in-memory-concessions';
import type { ProofWorld } from '../../../../src/adapters/in-memory/concessions/in-memory-proofs';
import { RecordingProofProvider } from '../../../../src/adapters/in-memory/concessions/recording-proof-provider';
import { FixedClock } from '../../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryTravelLedger } from '../../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import type { ConcessionOffer } from '../../../../src/core/concessions/concession';
import { OPERATOR_EXTENSIONS } from '../../../../src/core/shared/operator';
import type { StoredSession } from '../../../../src/core/session/stored-session';
import { anOver65Offer, rosa, rosasCards } from '../../../support/builders/concession-builder';
import { aConcessionTrip, aTrip, VISA_4111 } from '../../../support/builders/travel-builder';
import { aTestOperator, renderPortal } from '../../../support/render';

const texts = (name: string, description: string) =>
  Object.fromEntries(
    ['en', 'it', 'fr', 'de'].map((language) => [language, { name: `${name} (${language})`, description }]),
  );
const OVER_65 = anOver65Offer(texts('Over 65', 'Half fares from your 65th birthday.'));
const REDUCED: ConcessionOffer = {
  key: 'reducedFare',
  percentOff: 50,
  validity: 'oneYear',
  proofs: ['operatorCheck'],
  texts: texts('Reduced fare', 'For riders on a low income.'),
};

/** Rosa with a plastic card and a phone, on 2026-11-29 in Rome; the stand-in providers say what `proofs` says. */
function rosasWorld(proofs: ProofWorld = {}) {
  const clock = new FixedClock('2026-11-29T10:00:00Z');
  const cards = rosasCards(clock);
  let made: InMemoryConcessions | undefined;
  const concessions = (session: StoredSession) =>
    (made ??= new InMemoryConcessions(
      cards,
      session,
      clock,
      { maxCards: 2, renewalDays: 14, offers: [OVER_65, REDUCED] },
      'Europe/Rome',
      true,
      proofs,
    ));
  const proofProvider = new RecordingProofProvider();
  return { clock, cards, concessions, proofProvider };
}

describe('Discounts', () => {
  it('proves Over 65 through the digital identity, comes back with it granted, and puts a card on it', async () => {
    const world = rosasWorld({ birthdate: '1954-03-12' });
    const page = await renderPortal({ path: '/dashboard/discounts', account: rosa, ...world });
    const offer = await page.findByRole('region', { name: 'Over 65 (en)' });
    expect(offer).toHaveTextContent('50 % off every fare and off the daily and weekly caps. Valid for life.');
    await page.user.click(within(offer).getByRole('button', { name: 'Check with my digital identity' }));
    await waitFor(() => expect(world.proofProvider.opened).toHaveLength(1));
    const state = new URL(world.proofProvider.opened[0]!).searchParams.get('state') ?? '';
    cleanup();

    // The provider sends Rosa back with its code.
    const back = await renderPortal({
      path: `/dashboard/discounts/proof?state=${state}&code=${InMemoryConcessions.codeFor(state)}`,
      account: rosa,
      ...world,
    });
    expect(await back.findByText('You qualify')).toBeInTheDocument();
    expect(back.ui.path()).toBe('/dashboard/discounts');
    const granted = await back.findByRole('region', { name: 'Over 65 (en)' });
    expect(granted).toHaveTextContent('Yours for life.');
    const group = within(granted).getByRole('group', { name: 'Cards paying the Over 65 (en) fare' });
    await back.user.click(within(group).getByRole('checkbox', { name: 'VISA •••• 5556' }));
    expect(
      await within(group).findByText('VISA •••• 5556 pays the reduced fare from its next tap.'),
    ).toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: 'VISA •••• 5556' })).toBeChecked();
  });

  it('says why a proof was refused: under the age, a cancel at the provider, a tampered return', async () => {
    const world = rosasWorld({ birthdate: '1970-01-01' });
    const page = await renderPortal({ path: '/dashboard/discounts', account: rosa, ...world });
    await page.user.click(await page.findByRole('button', { name: 'Check with my digital identity' }));
    await waitFor(() => expect(world.proofProvider.opened).toHaveLength(1));
    const state = new URL(world.proofProvider.opened[0]!).searchParams.get('state') ?? '';
    cleanup();
    const young = await renderPortal({
      path: `/dashboard/discounts/proof?state=${state}&code=${InMemoryConcessions.codeFor(state)}`,
      account: rosa,
      ...world,
    });
    expect(await young.findByRole('alert')).toHaveTextContent(
      'Your digital identity says you are under the age for this discount.',
    );
    cleanup();
    const tampered = await renderPortal({
      path: '/dashboard/discounts/proof?state=<x>&code=1',
      account: rosa,
      ...world,
    });
    expect(await tampered.findByRole('alert')).toHaveTextContent('The answer could not be verified');
    // The answer is out of the address bar at once.
    expect(window.location.search).not.toContain('code=');
  });

  it('checks a typed card number, asks for a reference before sending, and sends a request to review', async () => {
    const world = rosasWorld({ references: new Map([['RF-2026-0001', null]]) });
    const page = await renderPortal({ path: '/dashboard/discounts', account: rosa, ...world });
    const offer = await page.findByRole('region', { name: 'Reduced fare (en)' });
    await page.user.click(within(offer).getByRole('button', { name: 'Check my card number' }));
    await waitFor(() =>
      expect(within(offer).getByLabelText('Agency or benefits card number')).toHaveAccessibleDescription(
        /Type the card number, or ask for a review instead\./,
      ),
    );
    await page.user.type(within(offer).getByLabelText('Agency or benefits card number'), 'RF-2026-0002');
    await page.user.click(within(offer).getByRole('button', { name: 'Check my card number' }));
    expect(await page.findByRole('alert')).toHaveTextContent("This card number is not on the operator's list.");
    await page.user.click(within(offer).getByRole('button', { name: 'Ask for a review instead' }));
    expect(await page.findByText('Request sent')).toBeInTheDocument();
    expect(
      await within(await page.findByRole('region', { name: 'Reduced fare (en)' })).findByText(
        'Your request is being reviewed: you will get an e-mail with the decision.',
      ),
    ).toBeInTheDocument();
  });

  it('is in the user menu only where the operator offers concessions, and the page says none otherwise', async () => {
    const world = rosasWorld();
    const without = aTestOperator({ extensions: OPERATOR_EXTENSIONS.filter((name) => name !== 'concessions') });
    const page = await renderPortal({ path: '/dashboard/discounts', account: rosa, ...world, operator: without });
    expect(await page.findByText('This operator offers no discounts online.')).toBeInTheDocument();
    await page.ui.click(/Rosa/);
    expect(await page.findByRole('menuitem', { name: 'Account' })).toBeInTheDocument();
    expect(page.queryByRole('menuitem', { name: 'Discounts' })).not.toBeInTheDocument();
  });

  it("says a trip was charged at a concession's fare, with the full fare beside it, in the list and in its details", async () => {
    const world = rosasWorld();
    const travels = new InMemoryTravelLedger('Europe/Rome');
    travels.charge('PA-VISA', VISA_4111, [aConcessionTrip('2026-11-29T08:00:00Z')]);
    const page = await renderPortal({ path: '/dashboard/travels/tickets', account: rosa, ...world, travels });
    // Words in the interface language, amounts in the account's locale (Italian).
    expect(await page.findByText('Over 65 (en) fare · full fare 1,50 €')).toBeInTheDocument();
    await page.user.click(page.getByRole('button', { name: /Termini/ }));
    expect(await page.findByText('Over 65 (en) fare: 0,75 € off the full fare of 1,50 €.')).toBeInTheDocument();
  });

  it('names the concession on the receipt of a payment, with the full fare, in the interface language', async () => {
    const world = rosasWorld();
    const travels = new InMemoryTravelLedger('Europe/Rome');
    const payment = travels.charge('PA-VISA', VISA_4111, [
      aTrip('2026-11-29T07:00:00Z'),
      aConcessionTrip('2026-11-29T08:00:00Z'),
    ]);
    const page = await renderPortal({ path: '/dashboard/travels/payments', account: rosa, ...world, travels });
    await page.ui.click(`View receipt of payment ${payment.shortId}`);
    const receipt = await page.findByRole('dialog', { name: new RegExp(`Receipt n. ${payment.shortId}`) });
    // The table and the phone's list each say it once, for the one trip at the concession's fare.
    expect(await within(receipt).findAllByText('Over 65 (en) — full fare 1,50 €')).toHaveLength(2);
  });
});
