import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/cards';
import { useRider } from './support/portal';

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

    it('Rosa (it) sees what Over 65 gives and how to prove it, before she has applied', async () => {
      const { page } = rider;
      await signedInAt(page, ROSA, '/dashboard/discounts');
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
