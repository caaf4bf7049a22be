// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { NoCaptcha } from '../../../src/adapters/captcha/no-captcha';
import { RecaptchaV3Captcha } from '../../../src/adapters/captcha/recaptcha-v3-captcha';
import { FacebookIdentityProvider } from '../../../src/adapters/identity/facebook/facebook-identity-provider';
import { GoogleIdentityProvider } from '../../../src/adapters/identity/google/google-identity-provider';
import { MsalIdentityProvider } from '../../../src/adapters/identity/msal/msal-identity-provider';
import { parseRuntimeConfig } from '../../../src/app/config/runtime-config';
import { adaptersModule } from '../../../src/app/di/adapters-module';
import { createContainer } from '../../../src/app/di/create-container';
import { Captcha } from '../../../src/core/account/captcha';
import { IdentityProviders } from '../../../src/core/session/identity-provider';

const operator = (key: string) => ({
  name: key,
  siteUrl: '/',
  logoUrl: '/logo.svg',
  colors: { brand: '#000000', brandContrast: '#ffffff' },
  texts: {},
});
const azure = {
  clientId: 'c',
  authority: 'https://login.example/t',
  redirectUri: '/msal-redirect.html',
  protocolMode: 'OIDC',
};

function containerFor(key: string, extra: Record<string, unknown>) {
  const config = parseRuntimeConfig({
    apiBaseUrl: '/api',
    omsBaseUrl: '/oms',
    defaultOperator: 'metro',
    operators: { metro: operator('metro'), enterprise: operator('enterprise') },
    ...extra,
  });
  return createContainer(adaptersModule(config, config.operators[key]!));
}

describe('adaptersModule: identity providers and bot protection', () => {
  it("binds exactly the operator's configured providers and its captcha, loading no SDK", () => {
    const identity = {
      azure,
      google: { clientId: 'g' },
      facebook: { appId: 'f' },
      operators: { enterprise: { google: null, facebook: null } },
    };
    const captcha = { provider: 'recaptcha-v3', siteKey: 's' };
    const scriptsBefore = document.querySelectorAll('script').length;
    const metro = containerFor('metro', { identity, captcha });
    const providers = metro.get<IdentityProviders>(IdentityProviders);
    expect(providers.azure).toBeInstanceOf(MsalIdentityProvider);
    expect(providers.google).toBeInstanceOf(GoogleIdentityProvider);
    expect(providers.facebook).toBeInstanceOf(FacebookIdentityProvider);
    expect(metro.get(Captcha)).toBeInstanceOf(RecaptchaV3Captcha);
    expect(
      Object.keys(containerFor('enterprise', { identity, captcha }).get<IdentityProviders>(IdentityProviders)),
    ).toEqual(['azure']);
    // No SDK script added (files before this one in the worker may have left theirs in the shared document).
    expect(document.querySelectorAll('script')).toHaveLength(scriptsBefore);
  });

  it('binds no provider and no captcha when the configuration has none', () => {
    const container = containerFor('metro', {});
    expect(container.get(IdentityProviders)).toEqual({});
    expect(container.get(Captcha)).toBeInstanceOf(NoCaptcha);
  });
});
