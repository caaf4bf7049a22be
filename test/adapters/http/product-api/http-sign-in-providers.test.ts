import { describe, expect, it } from 'vitest';
import type { ProviderCredential } from '../../../../src/core/session/provider-credential';
import { anAccount } from '../../../support/builders/account-builder';
import { answerPost, capturePost } from '../../../support/msw/product-api';
import { setUpTestServer } from '../../../support/msw/test-server';
import { encryptAccount, signInUnderTest } from './gateway-fixture';

const server = setUpTestServer();
const gateway = signInUnderTest();
const account = anAccount().withFacebookId('fb-42');

const google: ProviderCredential = {
  provider: 'google',
  response: { credential: 'a.b.c', clientId: 'client', select_by: 'btn' },
};
const facebook: ProviderCredential = {
  provider: 'facebook',
  accessToken: 'EAAB-token',
  userID: 'fb-42',
  profile: { firstName: 'Giulia', lastName: 'Rossi', email: 'giulia.rossi@example.com', id: 'fb-42' },
};
const azure: ProviderCredential = {
  provider: 'azure',
  response: { idToken: 'x.y.z', idTokenClaims: { oid: 'o-1' }, account: {} },
};

describe('HttpSignIn.loginWithProvider', () => {
  it.each([
    ['google', google, '/login_with_google', { response: google.provider === 'google' && google.response }],
    [
      'facebook',
      facebook,
      '/login_with_facebook',
      {
        profile: { first_name: 'Giulia', last_name: 'Rossi', email: 'giulia.rossi@example.com', id: 'fb-42' },
        accessToken: 'EAAB-token',
        userID: 'fb-42',
      },
    ],
    ['azure', azure, '/login_with_azure', { response: azure.provider === 'azure' && azure.response }],
  ] as const)('posts the %s credential and reads the account', async (_, credential, path, expectedBody) => {
    const seen: unknown[] = [];
    server.use(capturePost(path, (body) => seen.push(body), { account: account.buildDto() }));
    expect(await gateway.loginWithProvider(credential)).toEqual({ kind: 'signed-in', account: account.build() });
    expect(seen).toEqual([expectedBody]);
  });

  it('reads an encrypted account', async () => {
    server.use(answerPost('/login_with_azure', { account: encryptAccount(account.buildDto()) }));
    expect(await gateway.loginWithProvider(azure)).toEqual({ kind: 'signed-in', account: account.build() });
  });

  it('reads "link required", and sends the password that links the provider to the account', async () => {
    server.use(answerPost('/login_with_google', { linkRequired: { email: 'giulia.rossi@example.com' } }));
    expect(await gateway.loginWithProvider(google)).toEqual({
      kind: 'link-required',
      email: 'giulia.rossi@example.com',
    });
    const seen: unknown[] = [];
    server.use(capturePost('/login_with_google', (body) => seen.push(body), 'Password Incorrect'));
    expect(await gateway.loginWithProvider(google, 'Tapway-2026')).toEqual({ kind: 'wrong-password' });
    expect(seen).toEqual([{ response: google.provider === 'google' && google.response, password: 'Tapway-2026' }]);
  });

  it.each([
    ['a password-login string', 'No Account Found'],
    ['a link answer without an address', { linkRequired: {} }],
    ['field errors', { errors: [{ path: 'email', msg: 'invalid' }] }],
    ['an account missing fields', { account: { id: 1 } }],
  ])('refuses %s as malformed (the contract answers only {account})', async (_, answer) => {
    server.use(answerPost('/login_with_google', answer));
    await expect(gateway.loginWithProvider(google)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('turns a 401 into unauthorized', async () => {
    server.use(answerPost('/login_with_facebook', { error: 'Invalid profile' }, 401));
    await expect(gateway.loginWithProvider(facebook)).rejects.toMatchObject({
      kind: 'unauthorized',
      detail: 'Invalid profile',
    });
  });
});
