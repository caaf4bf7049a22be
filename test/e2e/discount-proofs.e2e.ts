import { describe, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/cards';
import { useRider } from './support/portal';

// Proving a discount end to end: the portal sends the rider to the sandbox's digital-identity stand-in, the person
// shares their date of birth there, and back on the portal the operator's verified answer grants it
// (docs/contracts.md#concessions-reduced-fares-on-a-bank-card).

const ROSA = { email: 'rosa.esposito@example.com', password: 'Tapway-2026' };

describe('proving a discount', () => {
  const rider = useRider({ width: 1280 });

  it('Rosa (it) proves Over 65 with her digital identity and holds it for life', async () => {
    const { page } = rider;
    await signedInAt(page, ROSA, '/dashboard/discounts');
    const over65 = page.getByRole('region', { name: 'Over 65' });
    await over65.getByRole('button', { name: 'Verifica con la mia identità digitale' }).click();
    // The provider's page, in the browser's language (English): one heading, the demo people as labelled choices.
    await page.getByRole('heading', { level: 1, name: 'Share your date of birth' }).waitFor();
    await page.getByRole('radio', { name: /Rosa Esposito/ }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText("Hai diritto all'agevolazione").waitFor();
    await page.getByRole('region', { name: 'Over 65' }).getByText('È tua a vita.').first().waitFor();
  });

  it('Rosa cancels at the provider: nothing is shared, nothing changes, and she is told so', async () => {
    const { page } = rider;
    await signedInAt(page, ROSA, '/dashboard/discounts');
    await page
      .getByRole('region', { name: 'Over 65' })
      .getByRole('button', { name: 'Verifica con la mia identità digitale' })
      .click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(/Hai annullato/).waitFor();
    await page
      .getByRole('region', { name: 'Over 65' })
      .getByRole('button', { name: 'Verifica con la mia identità digitale' })
      .waitFor();
  });
});
