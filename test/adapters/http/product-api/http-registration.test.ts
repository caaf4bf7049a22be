import { describe, expect, it } from 'vitest';
import { aNewUser } from '../../../support/builders/new-user-builder';
import { answerPost, capturePost } from '../../../support/msw/product-api';
import { setUpTestServer } from '../../../support/msw/test-server';
import { registrationUnderTest } from './gateway-fixture';

const server = setUpTestServer();
const gateway = registrationUnderTest();
const user = aNewUser().withLanguage('fr').build();
const wireUser = {
  name: 'Elena',
  surname: 'Conti',
  date_of_birth: '1992-06-01',
  email: 'elena.conti@example.com',
  confirm_email: 'elena.conti@example.com',
  password: 'Secret-2026',
  confirm_password: 'Secret-2026',
  language: 'fr',
};

describe('HttpRegistration.signUp', () => {
  it('posts the user in wire names with the captcha token', async () => {
    const seen: unknown[] = [];
    server.use(capturePost('/sign_up', (body) => seen.push(body), 'Account Registered Successfully'));
    expect(await gateway.signUp(user, 'captcha-1')).toEqual({ kind: 'registered' });
    expect(seen).toEqual([{ user: wireUser, captcha_token: 'captcha-1' }]);
  });

  it('leaves out a missing captcha token', async () => {
    const seen: unknown[] = [];
    server.use(capturePost('/sign_up', (body) => seen.push(body), 'Account Registered Successfully'));
    await gateway.signUp(user, null);
    expect(seen).toEqual([{ user: wireUser }]);
  });

  it('reads "Account Already Exists"', async () => {
    server.use(answerPost('/sign_up', 'Account Already Exists'));
    expect(await gateway.signUp(user, null)).toEqual({ kind: 'account-exists' });
  });

  it('reads field errors, also under HTTP 400', async () => {
    const errors = [
      { path: 'user.password', msg: 'weak' },
      { path: 'user.confirm_email', msg: 'notMatch' },
    ];
    server.use(answerPost('/sign_up', { errors }, 400));
    expect(await gateway.signUp(user, null)).toEqual({
      kind: 'invalid',
      errors: { password: 'weak', confirmEmail: 'notMatch' },
    });
  });

  it('maps the server paths onto the screen fields, unknown codes included', async () => {
    const errors = [
      { path: 'user.date_of_birth', msg: 'invalid' },
      { path: 'user.date_of_birth', msg: 'required' },
      { path: 'user.surname', msg: 'tooLong' },
      { path: 'captcha_token', msg: 'invalid' },
    ];
    server.use(answerPost('/sign_up', { errors }));
    expect(await gateway.signUp(user, null)).toEqual({
      kind: 'invalid',
      errors: { dateOfBirth: 'invalid', surname: 'unknown', captcha: 'invalid' },
    });
  });

  it.each([
    ['another string', 'Registered'],
    ['an object', { ok: true }],
    ['a malformed error list', { errors: [{ path: 'user.email' }] }],
  ])('refuses %s as malformed', async (_, answer) => {
    server.use(answerPost('/sign_up', answer));
    await expect(gateway.signUp(user, null)).rejects.toMatchObject({ kind: 'malformed' });
  });
});
