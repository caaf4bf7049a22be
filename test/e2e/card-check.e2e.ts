import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '../../src/app/i18n/locales/de/card-check.json';
import en from '../../src/app/i18n/locales/en/card-check.json';
import fr from '../../src/app/i18n/locales/fr/card-check.json';
import it_ from '../../src/app/i18n/locales/it/card-check.json';
import deSignIn from '../../src/app/i18n/locales/de/sign-in.json';
import enSignIn from '../../src/app/i18n/locales/en/sign-in.json';
import frSignIn from '../../src/app/i18n/locales/fr/sign-in.json';
import itSignIn from '../../src/app/i18n/locales/it/sign-in.json';
import { expectAccessible } from './support/axe';
import { confirmOnHostedPage } from './support/cards';
import { LUCA, openMailLink, signUp } from './support/account-forms';
import { baseUrl, logIn, mailTo, useRider } from './support/portal';

/** Where the screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.TAPWAY_SHOTS ?? '/tmp/tapway-card-check-shots';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The phone wallet nobody registered whose issuer declines its charges (the hosted page's test cards). */
const WALLET = '4000 0000 0000 9995';
/** The hosted page's card that pays fine. */
const PAYING = '5105 1051 0510 5100';

const LANGUAGES = [
  { locale: 'en-GB', words: en, signIn: enSignIn, width: 375 },
  { locale: 'it-IT', words: it_, signIn: itSignIn, width: 1280 },
  { locale: 'fr-FR', words: fr, signIn: frSignIn, width: 375 },
  { locale: 'de-DE', words: de, signIn: deSignIn, width: 1280 },
];

/** A tap at the metro's gates, as the gates simulator makes it (same-origin JSON from the sandbox's own page). */
async function tapAtGates(page: Page, pan: string): Promise<number> {
  return page.evaluate(
    async (card) => {
      const response = await fetch('/sandbox/api/taps', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ operator: 'metro', pan: card, from: 'Termini', to: 'Colosseo' }),
      });
      return response.status;
    },
    pan.replace(/\s/g, ''),
  );
}

/**
 * At the gates simulator's page: the wallet taps (its charge declined), the operator's retry runs now and fails again,
 * and its next tap is refused.
 */
async function refusedAtGates(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/sandbox/gates`);
  const metro = () => page.getByRole('form', { name: /^metro/ });
  const option = (await metro().getByLabel('Card').locator('option').allTextContents()).find((text) =>
    text.startsWith('VISA 9995'),
  );
  await metro().getByLabel('Card').selectOption({ label: option! });
  await metro().getByRole('button', { name: 'Tap in and out now' }).click();
  await page.getByRole('heading', { name: 'Recorded' }).waitFor();
  await metro().getByLabel('Card').selectOption({ label: option! });
  await metro().getByRole('button', { name: 'Retry its failed payments now' }).click();
  await page.getByText('Denied: taps are refused').waitFor();
  expect(await tapAtGates(page, WALLET)).toBe(403);
}

/** A message with its values left open: `This card owes {{amount}}.` matches `This card owes €1.50.`. */
const pattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+')}$`);

for (const { locale, words, signIn, width } of LANGUAGES) {
  describe(`checking a card without an account (${locale}, ${width} px)`, () => {
    const rider = useRider({ locale, width });

    it('a rider whose phone wallet was refused at the gates finds out why and pays, without an account, in under two minutes', async () => {
      const { page } = rider;
      await refusedAtGates(page);
      const started = Date.now();
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('link', { name: signIn.login.checkCard }).click();
      await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
      await expectAccessible(page);
      await shot(page, `intro-${locale}-${width}`);
      await page.getByRole('button', { name: words.intro.prove }).click();
      await page.getByLabel('Card number').waitFor();
      await confirmOnHostedPage(page, WALLET, /\/card-check$/);
      expect(new URL(page.url()).search).toBe('');
      // Why: blocked at the gates for what it owes; the physical card pays a phone wallet's debt.
      await page.getByText(words.gates.state.denied).waitFor();
      await page.getByText(pattern(words.owes)).waitFor();
      await page.getByText(words.gates.wallet).waitFor();
      await page.getByRole('heading', { name: words.trips.heading }).waitFor();
      await expectAccessible(page);
      await shot(page, `card-${locale}-${width}`);

      await page.getByLabel(words.pay.email).fill('not an address');
      await page.getByRole('button', { name: pattern(words.pay.submit) }).click();
      await page.getByText(words.pay.refused['invalid-email']).waitFor();
      await page.getByLabel(words.pay.email).fill(`refused.${width}@example.com`);
      await page.getByRole('button', { name: pattern(words.pay.submit) }).click();
      await page.getByLabel('Card number').waitFor();
      await confirmOnHostedPage(page, PAYING, /\/card-check\/payment$/);
      await page.getByText(words.paid.paid).waitFor();
      await page.getByText(words.owesNothing).waitFor();
      await expectAccessible(page);
      await shot(page, `paid-${locale}-${width}`);
      expect(Date.now() - started).toBeLessThan(120_000);
      expect((await mailTo(`refused.${width}@example.com`)).length).toBeGreaterThan(0);

      // Done closes the card's view; the gates accept the wallet again.
      await page.getByRole('button', { name: words.done }).click();
      await page.getByText(words.doneNote).waitFor();
      await page.goto(`${baseUrl()}/sandbox/gates`);
      expect(await tapAtGates(page, WALLET)).toBe(201);
    });

    it('tells a card in an account only that, and a cancel that nothing happened', async () => {
      const { page } = rider;
      await page.goto(`${baseUrl()}/card-check`);
      await page.getByRole('button', { name: words.intro.prove }).click();
      await page.getByLabel('Card number').waitFor();
      await confirmOnHostedPage(page, '4111 1111 1111 1111', /\/card-check$/);
      await page.getByText(words.outcome.belongsToAccount).waitFor();
      expect(await page.getByText('1111').count()).toBe(0);
      await expectAccessible(page);
      await page.getByRole('button', { name: words.intro.prove }).click();
      await page.getByLabel('Card number').waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText(words.outcome.cancelled).waitFor();
      await expectAccessible(page);
    });
  });
}

describe('keeping a checked card in a new account (en-GB, 375 px)', () => {
  const rider = useRider({ locale: 'en-GB', width: 375 });

  it('signs up from the card view and finds the card in the account after confirming, with no second proof', async () => {
    const { page } = rider;
    await page.goto(`${baseUrl()}/card-check`);
    await page.getByRole('button', { name: en.intro.prove }).click();
    await page.getByLabel('Card number').waitFor();
    await confirmOnHostedPage(page, '4012 8888 8888 1881', /\/card-check$/);
    await page.getByText(en.owesNothing).waitFor();
    await page.getByRole('link', { name: en.createAccount }).click();
    const keep = page.getByRole('checkbox', { name: /Add my card VISA 401288\*{6}1881 to the account/ });
    await keep.waitFor({ state: 'attached' });
    expect(await keep.isChecked()).toBe(true);
    await expectAccessible(page);
    await shot(page, 'sign-up-keeping-card');
    await signUp(page);
    await page.getByRole('heading', { level: 1, name: 'Sign-up completed' }).waitFor();
    await openMailLink(page, LUCA.email);
    await page.waitForURL(/\/email\/confirmed/);
    await page.goto(`${baseUrl()}/`);
    await logIn(page, LUCA.email, LUCA.password);
    await page.waitForURL('**/dashboard');
    await page.goto(`${baseUrl()}/dashboard/travels/bank_cards`);
    await page
      .getByText(/401288\*{6}1881|•••• 1881/)
      .first()
      .waitFor();
  });
});
