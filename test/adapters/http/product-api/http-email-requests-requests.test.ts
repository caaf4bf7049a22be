import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerPost, apiUrl, capturePost } from '../../../support/msw/product-api';
import { setUpTestServer } from '../../../support/msw/test-server';
import { emailRequestsUnderTest } from './gateway-fixture';

const server = setUpTestServer();
const gateway = emailRequestsUnderTest();
const address = 'marco.bianchi@example.com';

const calls = {
  confirmation: {
    path: '/email/send_email_confirmation_request',
    send: (token: string | null) => gateway.requestEmailConfirmation(address, token),
  },
  reset: {
    path: '/email/send_forgot_password_request',
    send: (token: string | null) => gateway.requestPasswordReset(address, token),
  },
};

describe.each(Object.entries(calls))('HttpEmailRequests e-mail request (%s)', (_, { path, send }) => {
  it('posts the address with the captcha token, and reads where it was sent', async () => {
    const seen: unknown[] = [];
    server.use(capturePost(path, (body) => seen.push(body), { data: { to: address } }));
    expect(await send('captcha-1')).toEqual({ kind: 'sent', to: address });
    expect(seen).toEqual([{ email: address, captcha_token: 'captcha-1' }]);
  });

  it('leaves out a missing captcha token', async () => {
    const seen: unknown[] = [];
    server.use(capturePost(path, (body) => seen.push(body), { data: { to: address } }));
    await send(null);
    expect(seen).toEqual([{ email: address }]);
  });

  it('reads "No Account Found" and field errors', async () => {
    server.use(answerPost(path, 'No Account Found'));
    expect(await send(null)).toEqual({ kind: 'no-account' });
    server.use(answerPost(path, { errors: [{ path: 'email', msg: 'required' }] }));
    expect(await send(null)).toEqual({ kind: 'invalid', errors: { email: 'required' } });
  });

  it('keeps the e-mail field and the bot-protection check of the server errors', async () => {
    const errors = [
      { path: 'captcha_token', msg: 'invalid' },
      { path: 'email', msg: 'odd' },
      { path: 'name', msg: 'required' },
    ];
    server.use(answerPost(path, { errors }));
    expect(await send(null)).toEqual({ kind: 'invalid', errors: { email: 'unknown', captcha: 'invalid' } });
  });

  it('turns the throttle of mails (429 with Retry-After) into too-many-attempts with the wait', async () => {
    server.use(
      http.post(apiUrl(path), () =>
        HttpResponse.json({ error: 'Too many attempts' }, { status: 429, headers: { 'Retry-After': '300' } }),
      ),
    );
    await expect(send(null)).rejects.toMatchObject({ kind: 'too-many-attempts', retryAfterSeconds: 300 });
  });

  it.each([
    ['data without an address', { data: {} }],
    ['an address that is not one', { data: { to: '<b>nobody</b>' } }],
    ['a bare address', address],
    ['another string', 'Sent'],
  ])('refuses %s as malformed', async (__, answer) => {
    server.use(answerPost(path, answer));
    await expect(send(null)).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('answers that belong to one of the two calls', () => {
  it('reads "Account Already Confirmed" only for the confirmation request', async () => {
    server.use(
      answerPost(calls.confirmation.path, 'Account Already Confirmed'),
      answerPost(calls.reset.path, 'Account Already Confirmed'),
    );
    expect(await calls.confirmation.send(null)).toEqual({ kind: 'already-confirmed' });
    await expect(calls.reset.send(null)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('reads "Unconfirmed Email" only for the password reset request', async () => {
    server.use(
      answerPost(calls.confirmation.path, 'Unconfirmed Email'),
      answerPost(calls.reset.path, 'Unconfirmed Email'),
    );
    expect(await calls.reset.send(null)).toEqual({ kind: 'unconfirmed-email' });
    await expect(calls.confirmation.send(null)).rejects.toMatchObject({ kind: 'malformed' });
  });
});
