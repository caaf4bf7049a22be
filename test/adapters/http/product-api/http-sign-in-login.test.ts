import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anAccount } from '../../../support/builders/account-builder';
import { answerPost, answerPostText, apiUrl, capturePost } from '../../../support/msw/product-api';
import { setUpTestServer } from '../../../support/msw/test-server';
import { encryptAccount, signInUnderTest, OPERATOR_KEY } from './gateway-fixture';

const server = setUpTestServer();
const gateway = signInUnderTest();
const credentials = { email: 'giulia.rossi@example.com', password: 'Tapway-2026' };
const giulia = anAccount().withGoogleId('g-123');

describe('HttpSignIn.login', () => {
  it('posts the credentials with the operator key', async () => {
    const seen: unknown[] = [];
    server.use(
      capturePost('/login', (body, request) => seen.push(body, request.headers.get('x-api-key')), {
        account: giulia.buildDto(),
      }),
    );
    await gateway.login(credentials);
    expect(seen).toEqual([credentials, OPERATOR_KEY]);
  });

  it('reads an account sent as an object', async () => {
    server.use(answerPost('/login', { account: giulia.buildDto() }));
    expect(await gateway.login(credentials)).toEqual({ kind: 'signed-in', account: giulia.build() });
  });

  it('reads an account sent encrypted', async () => {
    server.use(answerPost('/login', { account: encryptAccount(giulia.buildDto()) }));
    expect(await gateway.login(credentials)).toEqual({ kind: 'signed-in', account: giulia.build() });
  });

  it.each([
    ['No Account Found', { kind: 'no-account' }],
    ['Password Incorrect', { kind: 'wrong-password' }],
    ['Unconfirmed Email', { kind: 'unconfirmed-email' }],
  ])('reads "%s"', async (answer, expected) => {
    server.use(answerPost('/login', answer));
    expect(await gateway.login(credentials)).toEqual(expected);
  });

  it('reads field errors', async () => {
    const errors = [
      { path: 'email', msg: 'invalid' },
      { path: 'password', msg: 'required' },
    ];
    server.use(answerPost('/login', { errors }));
    expect(await gateway.login(credentials)).toEqual({
      kind: 'invalid',
      errors: { email: 'invalid', password: 'required' },
    });
  });

  it('keeps only the known fields and the first error of each', async () => {
    const errors = [
      { path: 'email', msg: 'invalid' },
      { path: 'email', msg: 'required' },
      { path: 'password', msg: 'tooShort' },
      { path: 'captcha_token', msg: 'invalid' },
    ];
    server.use(answerPost('/login', { errors }));
    expect(await gateway.login(credentials)).toEqual({
      kind: 'invalid',
      errors: { email: 'invalid', password: 'unknown' },
    });
  });

  it.each([400, 404, 422])('reads a contract answer sent with HTTP %i', async (status) => {
    server.use(answerPost('/login', 'Password Incorrect', status));
    expect(await gateway.login(credentials)).toEqual({ kind: 'wrong-password' });
  });

  it.each([
    ['an unknown string', 'Welcome back'],
    ['a bare account', giulia.buildDto()],
    ['an account missing its e-mail', { account: { ...giulia.buildDto(), email: undefined } }],
    ['an account with a wrong id', { account: { ...giulia.buildDto(), id: 'abc' } }],
    ['encrypted garbage', { account: 'U2FsdGVkX1+garbage+garbage+garbage==' }],
    ['an account encrypted with another passphrase', { account: encryptAccount(giulia.buildDto(), 'other') }],
    ['an encrypted non-account', { account: encryptAccount({ hello: 'world' }) }],
    ['errors that are not a list', { errors: 'email invalid' }],
    ['errors of the wrong shape', { errors: [{ field: 'email', message: 'invalid' }] }],
    ['an empty error list', { errors: [] }],
    ['null', null],
    ['a number', 42],
  ])('refuses %s as malformed', async (_, answer) => {
    server.use(answerPost('/login', answer));
    await expect(gateway.login(credentials)).rejects.toMatchObject({ name: 'ServiceFailure', kind: 'malformed' });
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body>Maintenance</body></html>'],
    ['plain text', 'No Account Found'],
    ['an empty body', ''],
  ])('refuses %s as malformed', async (_, text) => {
    server.use(answerPostText('/login', text));
    await expect(gateway.login(credentials)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it.each([
    [401, { error: 'Unknown operator' }, { kind: 'unauthorized', detail: 'Unknown operator' }],
    [403, { error: 'Forbidden' }, { kind: 'forbidden', detail: 'Forbidden' }],
    [404, { error: 'Not found' }, { kind: 'server', detail: 'Not found' }],
    [
      429,
      { error: 'Too many attempts' },
      { kind: 'too-many-attempts', detail: 'Too many attempts', retryAfterSeconds: 60 },
    ],
    [500, { error: 'database is locked' }, { kind: 'server', detail: 'database is locked' }],
    [502, '<html>Bad gateway</html>', { kind: 'server', detail: 'HTTP 502' }],
  ])('turns HTTP %i without a contract answer into a service failure', async (status, body, failure) => {
    server.use(
      typeof body === 'string' && body.startsWith('<')
        ? answerPostText('/login', body, status)
        : answerPost('/login', body, status),
    );
    await expect(gateway.login(credentials)).rejects.toMatchObject(failure);
  });

  it("reads a 429's Retry-After: the rider is told the operator's wait, not a default minute (issue 17 §4)", async () => {
    server.use(
      http.post(apiUrl('/login'), () =>
        HttpResponse.json({ error: 'Too many attempts' }, { status: 429, headers: { 'Retry-After': '240' } }),
      ),
    );
    await expect(gateway.login(credentials)).rejects.toMatchObject({
      kind: 'too-many-attempts',
      retryAfterSeconds: 240,
    });
  });

  it('fails with "Network Error" when no answer comes, without retrying the POST', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('/login'), () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    await expect(gateway.login(credentials)).rejects.toMatchObject({ kind: 'network', detail: 'Network Error' });
    expect(calls).toBe(1);
  });
});
