import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/cards';
import { baseUrl, useRider } from './support/portal';
import de from '../../src/app/i18n/locales/de/concessions.json';
import fr from '../../src/app/i18n/locales/fr/concessions.json';

/** Where the screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.TAPWAY_SHOTS ?? '/tmp/tapway-discounts-shots';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const SOFIA = { email: 'sofia.marino@example.com', password: 'Tapway-2026' };
const ROSA = { email: 'rosa.esposito@example.com', password: 'Tapway-2026' };

for (const width of [375, 1280]) {
  describe(`discounts at ${width} px`, () => {
    const rider = useRider({ width });

    it('Sofia (en) finds her student discount from the menu, its renewal open, and moves it off and back on her phone', async () => {
      const { page } = rider;
      await signedInAt(page, SOFIA);
      await page.getByRole('button', { name: /Sofia Marino/ }).click();
      await page.getByRole('menuitem', { name: 'Discounts' }).click();
      await page.getByRole('heading', { level: 1, name: 'Discounts' }).waitFor();
      const student = page.getByRole('region', { name: 'Student' });
      await student.getByText(/you can renew it now/).waitFor();
      const phone = student.getByRole('checkbox', { name: /MASTERCARD •••• 3222/ });
      expect(await phone.isChecked()).toBe(true);
      await expectAccessible(page);
      await shot(page, `sofia-discounts-${width}`);
      await student
        .getByText(/MASTERCARD •••• 3222/)
        .first()
        .click();
      await student.getByText(/pays the full fare from its next tap/).waitFor();
      expect(await phone.isChecked()).toBe(false);
      await student
        .getByText(/MASTERCARD •••• 3222/)
        .first()
        .click();
      await student.getByText(/pays the reduced fare from its next tap/).waitFor();
      await expectAccessible(page);
    });

    it('Rosa (it) proves she is over 65 with her digital identity, puts her card on it and taps at half fare', async () => {
      const { page } = rider;
      const started = Date.now();
      await signedInAt(page, ROSA, '/dashboard/discounts');
      const over65 = page.getByRole('region', { name: 'Over 65' });
      await over65.getByRole('button', { name: 'Verifica con la mia identità digitale' }).click();
      // The digital identity's stand-in: Rosa shares her date of birth.
      await page.getByRole('heading', { level: 1, name: 'Condividi la tua data di nascita' }).waitFor();
      await expectAccessible(page);
      await shot(page, `rosa-identity-${width}`);
      await page.getByLabel(/Rosa Esposito/).check();
      await page.getByRole('button', { name: 'Condividi' }).click();
      await page.waitForURL('**/dashboard/discounts');
      await page.getByText("Hai diritto all'agevolazione").waitFor();
      expect(page.url()).not.toContain('code=');
      await over65.getByText('È tua a vita.').waitFor();
      await over65
        .getByText(/•••• 5556/)
        .first()
        .click();
      await over65.getByText(/paga la tariffa ridotta dal prossimo passaggio/).waitFor();
      await expectAccessible(page);
      await shot(page, `rosa-granted-${width}`);

      // The gates simulator: her next tap is charged half the fare.
      await page.goto(`${baseUrl()}/sandbox/gates`);
      const metro = page.getByRole('form', { name: /^metro/ });
      await metro.getByLabel('Card').selectOption({ label: 'VISA Debit 5556 — rosa.esposito@example.com' });
      await metro.getByRole('button', { name: 'Tap in and out now' }).click();
      await page.getByText(/0\.75 EUR \(concession over65: the full fare is 1\.50\)/).waitFor();
      expect(Date.now() - started).toBeLessThan(120_000);
    });

    it('Rosa (it) cancels at the provider and is told nothing changed', async () => {
      const { page } = rider;
      await signedInAt(page, ROSA, '/dashboard/discounts');
      await page.getByRole('button', { name: 'Verifica con la mia identità digitale' }).click();
      await page.getByRole('button', { name: 'Annulla' }).click();
      await page.waitForURL('**/dashboard/discounts');
      await page
        .getByRole('alert')
        .getByText(/Hai annullato presso il fornitore/)
        .waitFor();
      await expectAccessible(page);
    });

    it('Rosa (it) sees what Over 65 gives and how to prove it, before she has applied', async () => {
      const { page } = rider;
      // Her dashboard says she may qualify (her date of birth, never shown), and leads to the page.
      await signedInAt(page, ROSA);
      const hint = page.getByRole('note', { name: 'Potresti avere diritto a una tariffa agevolata' });
      await hint.waitFor();
      await expectAccessible(page);
      await shot(page, `rosa-hint-${width}`);
      await hint.getByRole('link', { name: 'Verifica se ne ho diritto' }).click();
      await page.getByRole('heading', { level: 1, name: 'Agevolazioni' }).waitFor();
      const over65 = page.getByRole('region', { name: 'Over 65' });
      await over65
        .getByText('50 % in meno su ogni tariffa e sui tetti giornaliero e settimanale.', { exact: false })
        .waitFor();
      await over65.getByRole('button', { name: 'Verifica con la mia identità digitale' }).waitFor();
      await expectAccessible(page);
      await shot(page, `rosa-discounts-${width}`);
    });
  });
}

/** Rosa's walk in the two languages the others do not take: her device's language chosen from the user menu. */
const WALKS = [
  { language: 'fr', endonym: 'Français', words: fr, over65: 'Plus de 65 ans', width: 375 },
  { language: 'de', endonym: 'Deutsch', words: de, over65: 'Ab 65', width: 1280 },
] as const;

for (const { language, endonym, words, over65: name, width } of WALKS) {
  describe(`discounts in ${language} at ${width} px`, () => {
    const rider = useRider({ width });

    it(`Rosa proves she is over 65 and puts her card on it, in ${endonym}`, async () => {
      const { page } = rider;
      await signedInAt(page, ROSA);
      await page.getByRole('button', { name: /Rosa Esposito/ }).click();
      await page.getByRole('menuitemradio', { name: endonym }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      await page.getByRole('note', { name: words.hint.title }).getByRole('link', { name: words.hint.link }).click();
      await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
      const over65 = page.getByRole('region', { name });
      await over65.getByRole('button', { name: words.prove.digitalIdentity }).click();
      // The stand-in speaks the account's language (Rosa's is Italian).
      await page.getByRole('heading', { level: 1, name: 'Condividi la tua data di nascita' }).waitFor();
      await page.getByLabel(/Rosa Esposito/).check();
      await page.getByRole('button', { name: 'Condividi' }).click();
      await page.waitForURL('**/dashboard/discounts');
      await page.getByText(words.outcome.approved.title).waitFor();
      await over65.getByText(words.standing.forLife).waitFor();
      await over65
        .getByText(/•••• 5556/)
        .first()
        .click();
      await over65
        .getByText(words.cards.linked.replace('{{card}} ', '').replace(/\.$/, ''), { exact: false })
        .waitFor();
      await expectAccessible(page);
      await shot(page, `rosa-granted-${language}-${width}`);
    });
  });
}
