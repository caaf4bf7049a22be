import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIULIA, startSandbox, type Sandbox } from './support';
import { asRider, signedIn } from './card-world';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const user = (overrides: Record<string, string>) => ({
  name: 'Sara',
  surname: 'Galli',
  date_of_birth: '1990-03-14',
  email: 'sara.galli@example.com',
  confirm_email: 'sara.galli@example.com',
  password: 'Tapway-2026',
  confirm_password: 'Tapway-2026',
  language: 'it',
  ...overrides,
});
const paths = (body: unknown) =>
  ((body as { errors?: { path: string; msg: string }[] }).errors ?? []).map(({ path, msg }) => `${path}:${msg}`);

describe('length limits on every text field: names ≤ 100, e-mail ≤ 254, passwords ≤ 128', () => {
  it('sign-up: 100 characters pass, 101 are invalid; a 60 kB name is refused, not stored and not mailed', async () => {
    const name = 'N'.repeat(101);
    expect(paths((await sandbox.post('/sign_up', { user: user({ name, surname: name }) })).body)).toEqual([
      'user.name:invalid',
      'user.surname:invalid',
    ]);
    const huge = 'x'.repeat(60_000);
    const answer = await sandbox.post('/sign_up', {
      user: user({ name: huge, email: 'huge@example.com', confirm_email: 'huge@example.com' }),
    });
    expect(paths(answer.body)).toEqual(['user.name:invalid']);
    expect(await sandbox.mailsTo('huge@example.com')).toEqual([]);
    expect((await sandbox.post('/login', { email: 'huge@example.com', password: 'Tapway-2026' })).body).toBe(
      'No Account Found',
    );
    expect((await sandbox.post('/sign_up', { user: user({ name: 'N'.repeat(100) }) })).body).toBe(
      'Account Registered Successfully',
    );
  });

  it('e-mail: 254 characters at most', async () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(186)}.com`;
    expect(long).toHaveLength(254 + 1);
    expect(
      paths((await sandbox.post('/sign_up', { user: user({ email: long, confirm_email: long }) })).body),
    ).toContain('user.email:invalid');
    expect((await sandbox.post('/login', { email: long, password: 'Tapway-2026' })).body).toEqual({
      errors: [{ path: 'email', msg: 'invalid' }],
    });
  });

  it('passwords: 129 characters are invalid on sign-up, reset, change and login', async () => {
    const long = `Aa1${'x'.repeat(126)}`;
    expect(long).toHaveLength(129);
    expect(
      paths(
        (
          await sandbox.post('/sign_up', {
            user: user({
              email: 'p@example.com',
              confirm_email: 'p@example.com',
              password: long,
              confirm_password: long,
            }),
          })
        ).body,
      ),
    ).toEqual(['user.password:invalid']);
    expect(
      (await sandbox.post('/reset_password', { token: 'x', new_password: long, confirm_new_password: long })).body,
    ).toEqual({ errors: [{ path: 'new_password', msg: 'invalid' }] });
    expect((await sandbox.post('/login', { email: GIULIA.email, password: long })).body).toEqual({
      errors: [{ path: 'password', msg: 'invalid' }],
    });
    const giulia = await signedIn(sandbox, GIULIA.email);
    const change = await asRider(sandbox, giulia, '/change_password', {
      id: giulia.id,
      password: GIULIA.password,
      new_password: long,
      confirm_new_password: long,
    });
    expect(paths(change.body)).toEqual(['new_password:invalid']);
  });
});
