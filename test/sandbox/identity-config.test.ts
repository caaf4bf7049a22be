import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaSettingsFor, identitySettingsFor } from '../../src/app/config/identity-config';
import {
  AZURE_CLIENTS,
  FACEBOOK_APP_ID,
  GOOGLE_CLIENT_ID,
  RECAPTCHA_SITE_KEY,
} from '../../sandbox/identity/settings.mjs';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
let config: { identity: Record<string, unknown>; captcha: Record<string, unknown> };
beforeAll(async () => {
  sandbox = await startSandbox();
  config = (await sandbox.request('/runtime-config.json', { operator: null })).body as typeof config;
});
afterAll(() => sandbox.stop());

describe("the runtime configuration's identity and captcha, as the portal reads them", () => {
  it('gives metro the three providers, its enterprise directory behind the Microsoft button', () => {
    const host = new URL(sandbox.url).host;
    const metro = identitySettingsFor(config.identity, 'metro', (line) => expect.fail(line));
    expect(metro.google).toEqual({ clientId: GOOGLE_CLIENT_ID, scriptUrl: '/sandbox/identity/google/gsi-client.js' });
    expect(metro.facebook).toEqual({
      appId: FACEBOOK_APP_ID,
      sdkUrl: '/sandbox/identity/facebook/sdk.js',
      version: 'v19.0',
    });
    expect(metro.azure).toMatchObject({
      clientId: AZURE_CLIENTS.metro,
      authority: `https://${host}/sandbox/oidc`,
      knownAuthorities: [host],
      protocolMode: 'OIDC',
      redirectUri: `${sandbox.url}/msal-redirect.html`,
      postLogoutRedirectUri: `${sandbox.url}/msal-redirect.html`,
    });
    expect(JSON.parse(metro.azure!.authorityMetadata!)).toMatchObject({
      issuer: `https://${host}/sandbox/oidc`,
      authorization_endpoint: `${sandbox.url}/sandbox/oidc/authorize`,
    });
  });

  it('gives the enterprise operator only its own directory', () => {
    const enterprise = identitySettingsFor(config.identity, 'enterprise', (line) => expect.fail(line));
    expect(Object.keys(enterprise)).toEqual(['azure']);
    expect(enterprise.azure?.clientId).toBe(AZURE_CLIENTS.enterprise);
  });

  it('runs the bot-protection stand-in for every operator', () => {
    for (const operator of ['metro', 'enterprise']) {
      expect(captchaSettingsFor(config.captcha, operator)).toEqual({
        provider: 'recaptcha-v3',
        settings: { siteKey: RECAPTCHA_SITE_KEY, scriptUrl: '/sandbox/identity/captcha/api.js', timeoutMs: 10_000 },
      });
    }
  });
});
