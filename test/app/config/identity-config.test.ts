import { describe, expect, it } from 'vitest';
import { captchaSettingsFor, identitySettingsFor } from '../../../src/app/config/identity-config';

const azure = {
  clientId: 'metro-client',
  authority: 'https://login.example/tenant',
  knownAuthorities: ['login.example'],
  protocolMode: 'OIDC',
  redirectUri: 'https://portal.example/msal-redirect.html',
};
const google = { clientId: 'g-client', scriptUrl: '/gsi.js' };
const facebook = { appId: '700', sdkUrl: '/sdk.js' };

function parse(identity: Record<string, unknown>, operator = 'metro') {
  const reports: string[] = [];
  return { settings: identitySettingsFor(identity, operator, (line) => reports.push(line)), reports };
}

describe('identitySettingsFor', () => {
  it('reads every configured provider, with defaults for what may be left out', () => {
    expect(parse({ azure, google: { clientId: 'g-client' }, facebook: { appId: '700' } }).settings).toEqual({
      azure: { ...azure, postLogoutRedirectUri: azure.redirectUri },
      google: { clientId: 'g-client', scriptUrl: 'https://accounts.google.com/gsi/client' },
      facebook: { appId: '700', sdkUrl: 'https://connect.facebook.net/en_US/sdk.js', version: 'v19.0' },
    });
  });

  it('keeps inline authority metadata as the JSON text MSAL takes', () => {
    const metadata = { issuer: 'https://login.example/tenant', authorization_endpoint: 'http://localhost/authorize' };
    expect(parse({ azure: { ...azure, authorityMetadata: metadata } }).settings.azure?.authorityMetadata).toBe(
      JSON.stringify(metadata),
    );
    expect(parse({ azure: { ...azure, authorityMetadata: '{"a":1}' } }).settings.azure?.authorityMetadata).toBe(
      '{"a":1}',
    );
  });

  it("applies an operator's overrides: another entry, or null to turn a provider off", () => {
    const identity = {
      azure,
      google,
      facebook,
      operators: { enterprise: { azure: { ...azure, clientId: 'ent' }, google: null } },
    };
    const enterprise = parse(identity, 'enterprise').settings;
    expect(enterprise.azure?.clientId).toBe('ent');
    expect(enterprise.google).toBeUndefined();
    expect(enterprise.facebook).toEqual({ ...facebook, version: 'v19.0' });
    expect(parse(identity, 'metro').settings.azure?.clientId).toBe('metro-client');
  });

  it('leaves a malformed provider out and says why, keeping the others', () => {
    const { settings, reports } = parse({
      azure: { ...azure, protocolMode: 'SAML' },
      google: { scriptUrl: '/gsi.js' },
      facebook,
    });
    expect(Object.keys(settings)).toEqual(['facebook']);
    expect(reports).toEqual([
      'Tapway: a provider is left out: identity.azure.protocolMode must be "AAD" or "OIDC"',
      'Tapway: a provider is left out: identity.google.clientId must be a non-empty string',
    ]);
  });

  it('configures nothing from an empty section', () => {
    expect(parse({}).settings).toEqual({});
  });
});

describe('captchaSettingsFor', () => {
  const recaptcha = { provider: 'recaptcha-v3', siteKey: 'site', scriptUrl: '/api.js' };

  it('reads reCAPTCHA v3, with a default timeout', () => {
    expect(captchaSettingsFor(recaptcha, 'metro')).toEqual({
      provider: 'recaptcha-v3',
      settings: { siteKey: 'site', scriptUrl: '/api.js', timeoutMs: 10_000 },
    });
  });

  it('is off when absent, "none", turned off for the operator, or malformed', () => {
    const reports: string[] = [];
    const report = (line: string) => reports.push(line);
    expect(captchaSettingsFor({}, 'metro', report)).toEqual({ provider: 'none' });
    expect(captchaSettingsFor({ provider: 'none' }, 'metro', report)).toEqual({ provider: 'none' });
    expect(captchaSettingsFor({ ...recaptcha, operators: { enterprise: null } }, 'enterprise', report)).toEqual({
      provider: 'none',
    });
    expect(captchaSettingsFor({ provider: 'hcaptcha', siteKey: 's' }, 'metro', report)).toEqual({ provider: 'none' });
    expect(reports).toEqual(['Tapway: bot protection is off: captcha.provider "hcaptcha" is not supported']);
  });
});
