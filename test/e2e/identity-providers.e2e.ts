import { createHash, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AZURE_CLIENTS, FACEBOOK_APP_ID, GOOGLE_CLIENT_ID } from '../../sandbox/identity/settings.mjs';
import { expectAccessible } from './support/axe';
import { baseUrl, GIULIA, useRider, visit } from './support/portal';

const ANNA = { email: 'anna.weber@example.com', password: 'Tapway-2026', name: /Anna Weber/ };
const ENTERPRISE = '/?tenant=enterprise';

/** The authorize URL MSAL opens in its popup for the enterprise operator. */
function authorizeUrl(language: string): string {
  const verifier = randomBytes(32).toString('base64url');
  return `${baseUrl()}/sandbox/oidc/authorize?${new URLSearchParams({
    client_id: AZURE_CLIENTS.enterprise!,
    redirect_uri: `${baseUrl()}/msal-redirect.html`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid profile email',
    state: 'e2e',
    nonce: 'e2e',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ui_locales: language,
  })}`;
}

describe("the identity stand-ins' popup pages", () => {
  const rider = useRider();

  it('the enterprise sign-in page is accessible, keyboard-usable, and shows a wrong password on the fields', async () => {
    const { page } = rider;
    await page.goto(authorizeUrl('de'));
    await page.getByRole('heading', { name: 'Bei Enterprise Rail anmelden' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('E-Mail-Adresse').fill('anna.weber@example.com');
    await page.getByLabel('Passwort').fill('Falsch-2026');
    await page.getByLabel('Passwort').press('Enter');
    await page.getByRole('alert').waitFor();
    await expect(page.getByLabel('Passwort').getAttribute('aria-invalid')).resolves.toBe('true');
    await expectAccessible(page);
    await page.getByLabel('Passwort').fill('Tapway-2026');
    await page.getByLabel('Passwort').press('Enter');
    await page.waitForURL(/\/msal-redirect\.html#code=/);
  });

  it("the redirect bridge page says only that it closes by itself, in the portal's language", async () => {
    const { page } = rider;
    await page.addInitScript(() => localStorage.setItem('session_language', 'de'));
    await page.goto(`${baseUrl()}/msal-redirect.html`);
    const line = 'Dieses Fenster schließt sich von selbst. Falls es geöffnet bleibt, können Sie es schließen.';
    await page.getByText(line).waitFor();
    expect((await page.locator('body').innerText()).trim()).toBe(line);
    expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual(['de', 'Tapway']);
  });

  it("the search engine's account chooser and the social network's consent dialog are accessible", async () => {
    const { page } = rider;
    await page.goto(`${baseUrl()}/sandbox/identity/google/chooser?client_id=${GOOGLE_CLIENT_ID}&hl=it`);
    await page.getByRole('heading', { name: 'Scegli un account' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Indirizzo e-mail').fill('attacker.typed@example.com');
    await page.getByLabel('Password').fill('Tapway-2026');
    await page.getByRole('button', { name: 'Continua' }).click();
    await page.getByText("L'indirizzo e-mail o la password non sono corretti.").waitFor();
    await page.getByRole('alert').waitFor();
    await expectAccessible(page);
    await page.goto(`${baseUrl()}/sandbox/identity/facebook/dialog?app_id=${FACEBOOK_APP_ID}&scope=email&locale=fr`);
    await page.getByRole('heading', { name: 'Se connecter avec le réseau social' }).waitFor();
    await expectAccessible(page);
  });
});

/** Signs Anna in on the enterprise directory's sign-in page that MSAL opened. */
async function signInAsAnna(popup: Page): Promise<void> {
  await popup.getByRole('heading', { name: 'Sign in to Enterprise Rail' }).waitFor();
  await expectAccessible(popup);
  await popup.getByLabel('E-mail address').fill(ANNA.email);
  await popup.getByLabel('Password').fill(ANNA.password);
  await popup.getByRole('button', { name: 'Sign in' }).click();
}

/** Anna's dashboard, in her language (German). */
async function expectAnnasDashboard(page: Page): Promise<void> {
  await page.waitForURL('**/dashboard');
  await page.getByRole('button', { name: ANNA.name }).waitFor();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
  // The dashboard's screen comes with its own chunk and messages: axe looks once its heading is there.
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectAccessible(page);
}

/** A toast with `text`, checked with axe, then dismissed by its close button. */
async function dismissToast(page: Page, text: string): Promise<void> {
  const toast = page.getByText(text);
  await toast.waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await toast.waitFor({ state: 'detached' });
}

describe('the enterprise operator through the real MSAL adapter', () => {
  // Playwright starts Chromium with --disable-popup-blocking: the popup without a user gesture opens.
  const rider = useRider();

  it('opens the directory popup by itself on arrival and signs Anna in; after logout its logout popup runs instead', async () => {
    const { page } = rider;
    const arrivalPopup = page.waitForEvent('popup');
    await visit(page, ENTERPRISE);
    await signInAsAnna(await arrivalPopup);
    await expectAnnasDashboard(page);

    // Logout lands on the enterprise login, whose arrival finds MSAL's cached account: the logout popup runs.
    await page.getByRole('button', { name: ANNA.name }).click();
    const logoutPopup = page.waitForEvent('popup');
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const popup = await logoutPopup;
    await popup.waitForEvent('close');
    expect(popup.url()).toContain('/msal-redirect.html');
    await page.getByText('Sie wurden von Ihrem Firmenkonto abgemeldet.', { exact: false }).waitFor();
    await expectAccessible(page);
    expect(await page.evaluate(() => localStorage.getItem('session_account'))).toBeNull();

    // Reloaded with nothing cached any more, the sign-in popup opens by itself again.
    const again = page.waitForEvent('popup');
    await page.reload();
    await (await again).getByRole('heading', { name: 'Bei Enterprise Rail anmelden' }).waitFor();
  });
});

/**
 * What a popup blocker does to the page: window.open answers null unless the rider has just clicked
 * or pressed a key. (Not `navigator.userActivation`: Playwright's own script evaluations count as
 * user gestures, which is also why Chromium's blocker, kept on, let the arrival popup through in
 * some headless runs and not in others.)
 */
async function blockPopupsWithoutGesture(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let gestureAt = Number.NEGATIVE_INFINITY;
    const gesture = (event: Event) => {
      if (event.isTrusted) gestureAt = performance.now();
    };
    window.addEventListener('pointerdown', gesture, true);
    window.addEventListener('keydown', gesture, true);
    const open = window.open.bind(window);
    window.open = (...args) => (performance.now() - gestureAt < 5000 ? open(...args) : null);
  });
}

const BLOCKED_ON_ARRIVAL =
  'Your browser blocked the sign-in window. Use the button to log in with your company account.';

describe('the enterprise operator in a browser that blocks popups without a user gesture', () => {
  const rider = useRider();

  it('says the window was blocked on arrival; the button opens the popup and signs Anna in', async () => {
    const { page, context } = rider;
    await blockPopupsWithoutGesture(page);
    await visit(page, ENTERPRISE, { axe: false });
    const blocked = page.getByText(BLOCKED_ON_ARRIVAL);
    await blocked.waitFor();
    await expectAccessible(page);
    expect(context.pages()).toHaveLength(1);

    // The button answers the toast, which goes at once (well before its 5 s are up).
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Log in with your company account' }).click();
    await blocked.waitFor({ state: 'detached', timeout: 1500 });
    await signInAsAnna(await popup);
    await expectAnnasDashboard(page);
  });

  it('says so too when the logout popup of a cached account is blocked on arrival', async () => {
    const { page, context } = rider;
    await blockPopupsWithoutGesture(page);
    await visit(page, ENTERPRISE, { axe: false });
    await page.getByText(BLOCKED_ON_ARRIVAL).waitFor();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Log in with your company account' }).click();
    await signInAsAnna(await popup);
    await expectAnnasDashboard(page);

    // The portal's session goes, MSAL's cached account stays: the arrival runs the logout popup, blocked.
    await page.evaluate(() => localStorage.removeItem('session_account'));
    await page.reload();
    await page
      .getByText(
        'Ihr Browser hat das Anmeldefenster blockiert. Melden Sie sich über die Schaltfläche mit Ihrem Firmenkonto an.',
      )
      .waitFor();
    expect(context.pages()).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('the search engine and social network stand-ins', () => {
  const rider = useRider();

  it('Login with Google opens the account chooser; picking Giulia asks once for her Tapway password, then signs her in', async () => {
    const { page } = rider;
    await visit(page, '/');
    const chooser = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Login with Google' }).click();
    const popup = await chooser;
    await popup.getByRole('heading', { name: 'Choose an account' }).waitFor();
    await expectAccessible(popup);
    await popup.getByRole('button', { name: new RegExp(GIULIA.name) }).click();

    // Her e-mail belongs to her Tapway account: the e-mail alone never links it (docs/behaviour/operator-contract.md#provider-logins).
    const dialog = page.getByRole('dialog', { name: 'Link your Google sign-in' });
    await dialog.getByText(`An account with ${GIULIA.email} already exists.`, { exact: false }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('password');
    await expectAccessible(page);
    await page.keyboard.type('Wrong-2026');
    await page.keyboard.press('Enter');
    await dialog.getByText('Invalid password').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('session_account'))).toBeNull();
    await dialog.getByLabel('Password', { exact: true }).fill(GIULIA.password);
    await dialog.getByRole('button', { name: 'Link and log in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: new RegExp(GIULIA.name) }).waitFor();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('session_account') ?? '{}') as Record<string, unknown>,
    );
    expect(stored).toMatchObject({ email: GIULIA.email, googleId: expect.any(String) });
    await expectAccessible(page);
  });

  it('the enterprise operator refuses the social logins it switched off, whatever a page sends', async () => {
    const { page } = rider;
    await visit(page, ENTERPRISE, { axe: false });
    const statuses = await page.evaluate(async () => {
      const post = (path: string, body: unknown) =>
        fetch(`/api${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-api-key': 'enterprise' },
          body: JSON.stringify(body),
        }).then((answer) => answer.status);
      return [
        await post('/login_with_facebook', { profile: { id: 'anything', email: 'anna.weber@example.com' } }),
        await post('/login_with_google', { response: { credential: 'a.b.c' } }),
      ];
    });
    expect(statuses).toEqual([403, 403]);
  });

  it('Login with Facebook opens the consent dialog; a new rider is signed up and in', async () => {
    const { page } = rider;
    await visit(page, '/');
    const dialog = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Login with Facebook' }).click();
    const popup = await dialog;
    await popup.getByRole('heading', { name: 'Log in with the social network' }).waitFor();
    await expectAccessible(popup);
    await popup.getByRole('button', { name: /Sara Galli/ }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: /Sara Galli/ }).waitFor();
    await expectAccessible(page);
  });

  it('a popup the rider closes leaves the login page as it was, with a dismissible toast', async () => {
    const { page } = rider;
    await visit(page, '/');
    for (const provider of ['Google', 'Microsoft']) {
      const opened = page.waitForEvent('popup');
      await page.getByRole('button', { name: `Login with ${provider}` }).click();
      const popup = await opened;
      await popup.waitForLoadState();
      await popup.close();
      await dismissToast(page, `Sign-in with ${provider} did not complete. Please try again.`);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.evaluate(() => localStorage.getItem('session_account'))).toBeNull();
    }
  });
});
