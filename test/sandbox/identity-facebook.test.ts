import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACEBOOK_APP_ID, FACEBOOK_APP_SECRET } from '../../sandbox/identity/settings.mjs';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const dialog = async (fields: Record<string, string>) => {
  const response = await fetch(`${sandbox.url}/sandbox/identity/facebook/dialog`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ app_id: FACEBOOK_APP_ID, scope: 'email', locale: 'en', ...fields }),
  });
  const html = await response.text();
  return JSON.parse(
    (/content="([^"]*)"/.exec(html.slice(html.indexOf('sandbox-popup-result')))?.[1] ?? 'null').replace(/&quot;/g, '"'),
  );
};
const me = (token: string, fields = 'first_name,last_name,email,id') =>
  sandbox.request(`/sandbox/identity/facebook/graph/me?${new URLSearchParams({ fields, access_token: token })}`, {
    operator: null,
  });

describe('the social-network stand-in', () => {
  it('serves its SDK script and the consent dialog, refusing an unknown app', async () => {
    expect((await sandbox.request('/sandbox/identity/facebook/sdk.js', { operator: null })).body).toContain(
      'window.FB = {',
    );
    const page = await sandbox.request(
      `/sandbox/identity/facebook/dialog?app_id=${FACEBOOK_APP_ID}&scope=email&locale=de`,
      { operator: null },
    );
    expect(page.body).toContain('<h1>Mit dem sozialen Netzwerk anmelden</h1>');
    expect((await sandbox.request('/sandbox/identity/facebook/dialog?app_id=1', { operator: null })).status).toBe(400);
  });

  it('hands back an access token that reads the profile, with the e-mail only under the email scope', async () => {
    const result = await dialog({ pick: 'luca.verdi@example.com' });
    expect(result).toMatchObject({
      source: 'sandbox-fb',
      type: 'auth',
      auth: { userID: expect.stringMatching(/^\d{16}$/), grantedScopes: 'public_profile,email' },
    });
    expect((await me(result.auth.accessToken)).body).toEqual({
      id: result.auth.userID,
      first_name: 'Luca',
      last_name: 'Verdi',
      email: 'luca.verdi@example.com',
    });
    expect((await me(result.auth.accessToken, 'id,first_name')).body).toEqual({
      id: result.auth.userID,
      first_name: 'Luca',
    });
    const withoutEmail = await dialog({ pick: 'luca.verdi@example.com', scope: 'public_profile' });
    expect((await me(withoutEmail.auth.accessToken)).body).not.toHaveProperty('email');
  });

  it('answers an OAuthException to a token it did not issue', async () => {
    expect(await me('forged.token')).toMatchObject({
      status: 400,
      body: { error: { type: 'OAuthException', code: 190 } },
    });
  });

  it("inspects a token as the Graph API's debug_token does, only for the app's own secret", async () => {
    const { auth } = await dialog({ pick: 'luca.verdi@example.com' });
    const debug = (input: string, appToken = `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) =>
      sandbox.request(
        `/sandbox/identity/facebook/graph/debug_token?${new URLSearchParams({ input_token: input, access_token: appToken })}`,
        { operator: null },
      );
    expect((await debug(auth.accessToken)).body).toMatchObject({
      data: { app_id: FACEBOOK_APP_ID, user_id: auth.userID, is_valid: true, scopes: ['public_profile', 'email'] },
    });
    expect((await debug('forged.token')).body).toMatchObject({ data: { is_valid: false } });
    expect((await debug(auth.accessToken, `${FACEBOOK_APP_ID}|guess`)).status).toBe(400);
  });

  it('hands back a cancellation', async () => {
    expect(await dialog({ action: 'cancel' })).toEqual({ source: 'sandbox-fb', type: 'cancel' });
  });
});
