import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MINIMUM_AGE } from '../../contract/operator-rules.mjs';
import { findOperator } from '../../sandbox/db/operators.mjs';
import { startSandbox, type Sandbox } from './support';

describe('POST /api/sign_up and the minimum age', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.stop());

  /** A day `years` before the sandbox's today, far from any birthday boundary by the choice of years. */
  const yearsAgo = (years: number) => {
    const today = new Date();
    return `${today.getUTCFullYear() - years}-01-01`;
  };
  const newUser = (email: string, dateOfBirth: string) => ({
    name: 'Nora',
    surname: 'Galli',
    date_of_birth: dateOfBirth,
    email,
    confirm_email: email,
    password: 'Secret-123',
    confirm_password: 'Secret-123',
    language: 'it',
  });
  const signUp = (email: string, dateOfBirth: string, operator = 'metro') =>
    sandbox.post('/sign_up', { user: newUser(email, dateOfBirth) }, { operator });

  it('refuses a rider under the minimum age with tooYoung, and registers nobody', async () => {
    const answer = await signUp('nora.young@example.com', yearsAgo(10));
    expect(answer.body).toEqual({ errors: [{ path: 'user.date_of_birth', msg: 'tooYoung' }] });
    expect((await sandbox.post('/login', { email: 'nora.young@example.com', password: 'Secret-123' })).body).toBe(
      'No Account Found',
    );
  });

  it('refuses 31 February with invalid rather than another date', async () => {
    expect((await signUp('nora.feb@example.com', '1990-02-31')).body).toEqual({
      errors: [{ path: 'user.date_of_birth', msg: 'invalid' }],
    });
  });

  it('registers a rider of the minimum age or older', async () => {
    expect((await signUp('nora.old@example.com', yearsAgo(16))).body).toBe('Account Registered Successfully');
  });

  it("follows each operator's setting: Enterprise Rail asks for 18", async () => {
    expect(findOperator(sandbox.store, 'enterprise')?.minimumAge).toBe(18);
    expect((await signUp('nora.work@example.com', yearsAgo(16), 'enterprise')).body).toEqual({
      errors: [{ path: 'user.date_of_birth', msg: 'tooYoung' }],
    });
    sandbox.store.run('UPDATE operators SET minimum_age = 16 WHERE key = ?', ['enterprise']);
    expect((await signUp('nora.work@example.com', yearsAgo(17), 'enterprise')).body).toBe(
      'Account Registered Successfully',
    );
  });

  it('serves the minimum age with the operator in the runtime configuration', async () => {
    const config = (await sandbox.request('/runtime-config.json', { operator: null })).body as {
      operators: Record<string, { minimumAge: number }>;
    };
    expect(config.operators.metro?.minimumAge).toBe(14);
  });

  it('reads a database written before the setting existed with the default', () => {
    sandbox.store.run('ALTER TABLE operators DROP COLUMN minimum_age');
    expect(findOperator(sandbox.store, 'metro')?.minimumAge).toBe(DEFAULT_MINIMUM_AGE);
  });
});
