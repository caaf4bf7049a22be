import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryCardChecks } from '../../../../src/adapters/in-memory/card-check/in-memory-card-checks';
import { InMemoryDenyList } from '../../../../src/adapters/in-memory/card-status/in-memory-card-status';
import { InMemoryCardNetwork } from '../../../../src/adapters/in-memory/cards/in-memory-card-network';
import { FixedClock } from '../../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryTravelLedger } from '../../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { OPERATOR_EXTENSIONS } from '../../../../src/core/shared/operator';
import { aTappedCard } from '../../../support/builders/card-builder';
import { aTrip } from '../../../support/builders/travel-builder';
import { aTestOperator, renderPortal } from '../../../support/render';
import { anOperator } from '../../../support/builders/operator-builder';
import { fillSignUp } from '../../support/sign-up-form';

afterEach(cleanup);

const PAN = { free: '401288******1881', owing: '555555******4444', linked: '411111******1111' } as const;
type Card = keyof typeof PAN;
const alias = (card: Card) => `PA-${card}`;

/** A phone wallet that owes yesterday's trip, a card that owes nothing, and Giulia's card in her account. */
function world() {
  const clock = new FixedClock('2026-11-28T10:00:00Z');
  const cards = new InMemoryCardNetwork(clock);
  const travels = new InMemoryTravelLedger('Europe/Rome');
  const tapped = (card: Card) => {
    const built = aTappedCard().withAliasPan(alias(card)).withTruncatedPan(PAN[card]).withLabel('MASTERCARD');
    return (card === 'owing' ? built.onAPhone() : built).build();
  };
  cards.tap(tapped('free')).tap(tapped('owing'));
  cards.link(1, tapped('linked'));
  const travelCard = (card: Card) => ({
    label: 'MASTERCARD',
    scheme: 'mastercard' as const,
    truncatedPan: PAN[card],
    formFactor: card === 'owing' ? ('device' as const) : ('card' as const),
    token: `tok-${card}`,
  });
  travels.charge(alias('free'), travelCard('free'), [aTrip('2026-11-27T08:00:00Z')]);
  travels.charge(alias('owing'), travelCard('owing'), [aTrip('2026-11-27T08:00:00Z')], 'FAILED', clock.now());
  const denyList = new InMemoryDenyList(travels, clock, 10);
  const cardChecks = new InMemoryCardChecks({ network: cards, ledger: travels, denyList, clock });
  return { clock, cards, travels, cardChecks };
}

/** The provider's way back: the return page with its signed answer in the address. */
const back = (path: string, answer: Record<string, string>) => `${path}?${new URLSearchParams(answer).toString()}`;

describe('Check a card without an account', () => {
  it('is offered on the login page only where the operator offers it', async () => {
    await renderPortal({ ...world() });
    expect(await screen.findByRole('link', { name: 'Check it without an account' })).toHaveAttribute(
      'href',
      '/card-check',
    );
    cleanup();
    const operator = aTestOperator({ extensions: OPERATOR_EXTENSIONS.filter((name) => name !== 'cardCheck') });
    await renderPortal({ ...world(), operator });
    await screen.findByRole('link', { name: 'Sign up' });
    expect(screen.queryByRole('link', { name: 'Check it without an account' })).toBeNull();
  });

  it('sends the rider to prove the card on the hosted page, nothing charged', async () => {
    const fakes = world();
    const portal = await renderPortal({ ...fakes, path: '/card-check' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check a card without an account' })).toBeVisible();
    await portal.ui.click('Prove my card');
    await waitFor(() => expect(portal.paymentProvider.opened).toHaveLength(1));
    expect(portal.paymentProvider.opened[0]!.fields).toMatchObject({ AMOUNT: '0', OPTIONS: 'V' });
  });

  it('shows the proven card alone: its state, its trips and payments; Done closes it', async () => {
    const fakes = world();
    const answer = fakes.cardChecks.provider.complete(await fakes.cardChecks.sign(), alias('free'));
    const portal = await renderPortal({ ...fakes, path: back('/card-check', answer) });
    expect(await screen.findByText('This card owes nothing.')).toBeVisible();
    expect(screen.getByText('The gates accept this card.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Trips' })).toBeVisible();
    expect(screen.getByText(/Termini → Colosseo/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Keep 13 months of history: create an account' })).toBeVisible();
    expect(window.location.search).toBe('');
    await portal.ui.click('Done');
    expect(await screen.findByText("The card's view is closed on this device.")).toBeVisible();
    expect(await fakes.cardChecks.read()).toBeNull();
  });

  it('says only that a card belongs to an account, and offers to log in', async () => {
    const fakes = world();
    const answer = fakes.cardChecks.provider.complete(await fakes.cardChecks.sign(), alias('linked'));
    await renderPortal({ ...fakes, path: back('/card-check', answer) });
    expect(await screen.findByText('This card belongs to an account: log in to see more.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(screen.queryByText(PAN.linked)).toBeNull();
  });

  it('refuses a forged answer and a cancel, each told, nothing shown', async () => {
    const fakes = world();
    const answer = fakes.cardChecks.provider.complete(await fakes.cardChecks.sign(), alias('free'));
    await renderPortal({ ...fakes, path: back('/card-check', { ...answer, PANALIAS: alias('owing') }) });
    expect(await screen.findByText(/could not be verified: nothing is shown/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Prove my card' })).toBeVisible();
    cleanup();
    await renderPortal({ ...fakes, path: '/card-check?cancelled=1' });
    expect(await screen.findByText(/You cancelled on the payment page/)).toBeVisible();
  });

  it('pays what a phone wallet owes: a valid address first, then the hosted page, then the card owes nothing', async () => {
    const fakes = world();
    const answer = fakes.cardChecks.provider.complete(await fakes.cardChecks.sign(), alias('owing'));
    const portal = await renderPortal({ ...fakes, path: back('/card-check', answer) });
    expect(await screen.findByText('This card owes €1.50.')).toBeVisible();
    expect(screen.getByText(/pay with the physical card/)).toBeVisible();
    await portal.ui.fillIn('E-mail for the receipt', 'not-an-address');
    await portal.ui.click('Pay €1.50');
    expect(await screen.findByText(/Enter a valid e-mail address/)).toBeVisible();
    await portal.ui.fillIn('E-mail for the receipt', 'rider@example.com');
    await portal.ui.click('Pay €1.50');
    await waitFor(() => expect(portal.paymentProvider.opened).toHaveLength(1));
    const request = portal.paymentProvider.opened[0]!;
    expect(request.fields.AMOUNT).toBe('150');
    const paid = fakes.cardChecks.provider.complete(request, alias('owing'));
    cleanup();
    await renderPortal({ ...fakes, path: back('/card-check/payment', paid) });
    expect(await screen.findByText(/Payment received: this card owes nothing/)).toBeVisible();
    expect(screen.getByText('This card owes nothing.')).toBeVisible();
    // The paid payment's receipt, made as an account's are (no holder named).
    const paidPayment = (await fakes.cardChecks.read())!.payments.find(
      (payment) => payment.status.kind === 'succeeded',
    )!;
    expect(screen.getByRole('button', { name: `Receipt of payment ${paidPayment.shortId} (PDF)` })).toBeVisible();
  });

  it('signs up keeping the proven card, with no second trip to the hosted page; an ended access is told', async () => {
    const fakes = world();
    const gateway = anOperator().withDemoRiders().build();
    const answer = fakes.cardChecks.provider.complete(await fakes.cardChecks.sign(), alias('free'));
    gateway.proveCard(alias('free'));
    const portal = await renderPortal({ ...fakes, gateway, path: back('/card-check', answer) });
    await portal.ui.click('Keep 13 months of history: create an account');
    const keep = await screen.findByRole('checkbox', { name: /Add my card MASTERCARD 401288\*{6}1881 to the account/ });
    expect(keep).toBeChecked();
    await fillSignUp(portal);
    await portal.ui.click('Sign up');
    expect(await portal.findByRole('heading', { level: 1, name: 'Sign-up completed' })).toBeInTheDocument();
    expect(gateway.keptCardOf('elena.conti@example.com')).toBe(alias('free'));
    cleanup();

    // The card's access ended meanwhile: the form says so, and signing up without the card still works.
    const again = anOperator().withDemoRiders().build();
    await renderPortal({ ...fakes, gateway: again, path: back('/card-check', answer) });
    expect(await screen.findByText(/could not be verified|already used/)).toBeVisible();
    cleanup();
    const proven = fakes.cardChecks.provider.complete(await fakes.cardChecks.sign(), alias('free'));
    const page = await renderPortal({ ...fakes, gateway: again, path: back('/card-check', proven) });
    await page.ui.click('Keep 13 months of history: create an account');
    await fillSignUp(page);
    await page.ui.click('Sign up');
    expect(
      await screen.findByText("The card's view has closed: prove your card again, or sign up without it."),
    ).toBeVisible();
    await page.user.click(screen.getByRole('checkbox', { name: /Add my card/ }));
    await page.ui.click('Sign up');
    expect(await page.findByRole('heading', { level: 1, name: 'Sign-up completed' })).toBeInTheDocument();
    expect(again.keptCardOf('elena.conti@example.com')).toBeNull();
  });
});
