import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIULIA, MARCO, startSandbox, tokenOf, type Sandbox } from './support';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const newUser = (overrides: Record<string, string> = {}) => ({
  name: 'Elena',
  surname: 'Conti',
  date_of_birth: '1992-05-17',
  email: 'elena.conti@example.com',
  confirm_email: 'elena.conti@example.com',
  password: 'Secret-123',
  confirm_password: 'Secret-123',
  language: 'fr',
  ...overrides,
});
const signUp = (user: Record<string, string>) => sandbox.post('/sign_up', { user });
const errorsOf = async (overrides: Record<string, string>) => (await signUp(newUser(overrides))).body;

describe('POST /api/sign_up validation', () => {
  it('answers required for every missing field', async () => {
    expect((await sandbox.post('/sign_up', {})).body).toEqual({
      errors: [
        { path: 'user.name', msg: 'required' },
        { path: 'user.surname', msg: 'required' },
        { path: 'user.date_of_birth', msg: 'required' },
        { path: 'user.email', msg: 'required' },
        { path: 'user.confirm_email', msg: 'required' },
        { path: 'user.password', msg: 'required' },
        { path: 'user.confirm_password', msg: 'required' },
        { path: 'user.language', msg: 'notSupported' },
      ],
    });
  });

  it.each([
    [{ email: 'luca@', confirm_email: 'luca@' }, 'user.email', 'invalid'],
    [{ confirm_email: 'other@example.com' }, 'user.confirm_email', 'notMatch'],
    [{ password: 'short1', confirm_password: 'short1' }, 'user.password', 'weak'],
    [{ password: 'no-digits-here', confirm_password: 'no-digits-here' }, 'user.password', 'weak'],
    [{ password: '1234567890', confirm_password: '1234567890' }, 'user.password', 'weak'],
    [{ confirm_password: 'Secret-124' }, 'user.confirm_password', 'notMatch'],
    [{ language: 'es' }, 'user.language', 'notSupported'],
    [{ date_of_birth: '17/05/1992' }, 'user.date_of_birth', 'invalid'],
    [{ date_of_birth: '1992-02-30' }, 'user.date_of_birth', 'invalid'],
    [{ date_of_birth: '2999-01-01' }, 'user.date_of_birth', 'invalid'],
    [{ name: '   ' }, 'user.name', 'required'],
  ])('answers %j with %s %s', async (overrides, path, msg) => {
    expect(await errorsOf(overrides)).toEqual({ errors: [{ path, msg }] });
  });

  it('answers Account Already Exists for a known address, whatever its case', async () => {
    const taken = 'Giulia.Rossi@example.com';
    expect((await signUp(newUser({ email: taken, confirm_email: taken }))).body).toBe('Account Already Exists');
  });

  it('lets the same address sign up at another operator', async () => {
    const answer = await sandbox.post(
      '/sign_up',
      { user: newUser({ email: GIULIA.email, confirm_email: GIULIA.email }) },
      { operator: 'enterprise' },
    );
    expect(answer.body).toBe('Account Registered Successfully');
  });
});

describe('sign-up, confirmation e-mail and confirmation', () => {
  const email = 'elena.conti@example.com';
  let link = '';

  it('registers an unconfirmed account', async () => {
    expect((await signUp(newUser())).body).toBe('Account Registered Successfully');
    expect((await sandbox.post('/login', { email, password: 'Secret-123' })).body).toBe('Unconfirmed Email');
  });

  it('sends the confirmation e-mail in the account language, with its link', async () => {
    const answer = await sandbox.post('/email/send_email_confirmation_request', { email });
    expect(answer.body).toEqual({ data: { to: email } });
    const [mail] = await sandbox.mailsTo(email);
    expect(mail).toMatchObject({ to: email, code: null, subject: 'Metro : confirmez votre adresse e-mail' });
    expect(mail!.links).toHaveLength(1);
    link = mail!.links[0]!;
    expect(link).toMatch(new RegExp(`^${sandbox.url}/email/confirmation_in_progress\\?token=[\\w-]{43}$`));
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain('Bonjour Elena');
  });

  it('confirms the address once, then answers Request Expired', async () => {
    const confirm = () => sandbox.post('/email/confirm_email', { token: tokenOf(link) });
    expect((await confirm()).body).toBe(email);
    expect((await confirm()).body).toBe('Request Expired');
    expect((await sandbox.post('/login', { email, password: 'Secret-123' })).body).toHaveProperty(
      'account.language',
      'fr',
    );
  });

  it('answers Request Expired for an unknown or missing token', async () => {
    expect((await sandbox.post('/email/confirm_email', { token: 'forged' })).body).toBe('Request Expired');
    expect((await sandbox.post('/email/confirm_email', {})).body).toBe('Request Expired');
  });

  it('answers Request Expired once the token has expired', async () => {
    await sandbox.post('/email/send_email_confirmation_request', { email: MARCO.email });
    const [mail] = await sandbox.mailsTo(MARCO.email);
    expect(mail!.subject).toBe('Metro: confirm your e-mail address');
    const expired = await sandbox.request('/sandbox/api/expire-tokens', {
      method: 'POST',
      json: { email: MARCO.email },
      operator: null,
    });
    expect(expired.body).toEqual({ expired: 1 });
    expect((await sandbox.post('/email/confirm_email', { token: tokenOf(mail!.links[0]) })).body).toBe(
      'Request Expired',
    );
  });
});

describe('POST /api/email/send_email_confirmation_request', () => {
  it.each([
    [{}, { errors: [{ path: 'email', msg: 'required' }] }],
    [{ email: 'nope' }, { errors: [{ path: 'email', msg: 'invalid' }] }],
    [{ email: 'nobody@example.com' }, 'No Account Found'],
    [{ email: GIULIA.email }, 'Account Already Confirmed'],
    [{ email: MARCO.email, captcha_token: 42 }, { errors: [{ path: 'captcha_token', msg: 'invalid' }] }],
    [{ email: MARCO.email }, { data: { to: MARCO.email } }],
  ])('answers %j with %j', async (body, expected) => {
    expect((await sandbox.post('/email/send_email_confirmation_request', body)).body).toEqual(expected);
  });
});
