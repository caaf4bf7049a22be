import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { GIULIA, logIn, useRider, visit } from './support/portal';

describe('the global error modal', () => {
  const rider = useRider();

  it('explains a network failure, reloads the route and closes', async () => {
    const { page } = rider;
    await visit(page, '/', { axe: false });
    await page.route('**/api/login', (route) => route.abort('internetdisconnected'));
    await logIn(page, GIULIA.email, GIULIA.password);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Something went wrong - Error from server').waitFor();
    await expectAccessible(page);
    // The login button is usable again: the loading indicator is off.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Login', exact: true }).isEnabled()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('session_account'))).toBeNull();
  });

  it('shows a clear message for an answer the portal cannot read', async () => {
    const { page } = rider;
    await visit(page, '/', { axe: false });
    await page.route('**/api/login', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html>proxy error</html>' }),
    );
    await logIn(page, GIULIA.email, GIULIA.password);
    await page.getByRole('dialog').getByText('The server sent an answer the portal could not read.').waitFor();
    await page.unroute('**/api/login');
    await page.getByRole('dialog').getByRole('button', { name: 'Reload this page' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await logIn(page, GIULIA.email, GIULIA.password);
    await page.waitForURL('**/dashboard');
  });

  it('says the network went away, although the dialog was not part of the first visit', async () => {
    const { page, context } = rider;
    // Chunks are named by their hash alone (vite.config.ts): the dialog's is the one that names its close button.
    const dialogChunk = page.waitForResponse(
      async (response) => response.url().endsWith('.js') && (await response.text()).includes('errors.close'),
    );
    await visit(page, '/', { axe: false });
    await page.getByLabel('Email').click();
    await dialogChunk;
    await context.setOffline(true);
    await logIn(page, GIULIA.email, GIULIA.password);
    // Offline, the login is refused before it is sent (docs/adr/0012-offline-reading.md), in the dialog loaded earlier.
    await page
      .getByRole('dialog')
      .getByText('You are offline: this needs the network. Try again once you are connected.')
      .waitFor();
    await context.setOffline(false);
  });
});
