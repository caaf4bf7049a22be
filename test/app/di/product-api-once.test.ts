// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HttpAccountSettings } from '../../../src/adapters/http/product-api/http-account-settings';
import { HttpSignIn } from '../../../src/adapters/http/product-api/http-sign-in';
import { parseRuntimeConfig } from '../../../src/app/config/runtime-config';
import { adaptersModule } from '../../../src/app/di/adapters-module';
import { createContainer } from '../../../src/app/di/create-container';
import { AccountCipher, ProductApi } from '../../../src/app/di/product-api';
import { signedInAdapters } from '../../../src/app/di/signed-in-adapters';
import { AccountSettings } from '../../../src/core/account/account-settings';
import { SignIn } from '../../../src/core/session/sign-in';

const metro = {
  name: 'Metro',
  siteUrl: '/',
  logoUrl: '/logo.svg',
  colors: { brand: '#000000', brandContrast: '#ffffff' },
  texts: {},
};

describe('the product API client and the account cipher', () => {
  it('are built once, by the start-up adapters, and shared with the signed-in pages', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: '/api',
      omsBaseUrl: '/oms',
      defaultOperator: 'metro',
      operators: { metro },
    });
    const container = createContainer(adaptersModule(config, config.operators.metro!));
    container.load(signedInAdapters(config, config.operators.metro!));
    expect(container.getAll(ProductApi)).toHaveLength(1);
    expect(container.getAll(AccountCipher)).toHaveLength(1);
    expect(container.get(SignIn)).toBeInstanceOf(HttpSignIn);
    expect(container.get(AccountSettings)).toBeInstanceOf(HttpAccountSettings);
  });
});
