import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../../src/adapters/http/client/create-http-client';
import { HttpSignIn } from '../../../../src/adapters/http/product-api/http-sign-in';
import { setUpTestServer } from '../../../support/msw/test-server';

const API = 'http://operator.test/api';
const server = setUpTestServer();
const signIn = new HttpSignIn(createHttpClient({ baseURL: API, timeoutMs: 1000, retry: { sleep: async () => {} } }), {
  decrypt: async () => null,
});

describe('HttpSignIn.logout (POST /logout, docs/contracts.md)', () => {
  it('asks the operator to end its session', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/logout`, () => {
        calls += 1;
        return HttpResponse.json({ loggedOut: true });
      }),
    );
    await signIn.logout();
    expect(calls).toBe(1);
  });

  it('fails as a network failure when the operator cannot be reached (LogoutUser signs out here all the same)', async () => {
    server.use(http.post(`${API}/logout`, () => HttpResponse.error()));
    await expect(signIn.logout()).rejects.toMatchObject({ kind: 'network' });
  });
});
