import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MINIMUM_AGE, dateOfBirthError, isOldEnough } from '../../sandbox/api/validation.mjs';
import { findOperator } from '../../sandbox/db/operators.mjs';
import { startSandbox, type Sandbox } from './support';

const TODAY = new Date('2026-03-14T10:00:00Z');

describe('the date-of-birth rule (issue 10), on a given day', () => {
  it('is 14 years unless the operator says', () => {
    expect(DEFAULT_MINIMUM_AGE).toBe(14);
  });

  it.each([
    ['', 'required'],
    ['1990-02-31', 'invalid'],
    ['1990-13-01', 'invalid'],
    ['14/03/1990', 'invalid'],
    ['1899-12-31', 'invalid'],
    ['2026-03-15', 'invalid'],
    ['2025-06-01', 'tooYoung'],
    ['2012-03-15', 'tooYoung'],
    ['2012-03-14', undefined],
    ['1990-03-14', undefined],
  ])('answers %j with %s for a minimum age of 14 on 14 March 2026', (value, code) => {
    expect(dateOfBirthError(value, 14, TODAY)).toBe(code);
  });

  it("follows the operator's minimum age", () => {
    expect(dateOfBirthError('2010-01-01', 18, TODAY)).toBe('tooYoung');
    expect(dateOfBirthError('2008-03-14', 18, TODAY)).toBeUndefined();
    expect(dateOfBirthError('2026-03-14', 0, TODAY)).toBeUndefined();
  });

  it('lets someone born on 29 February come of age on 1 March of a year without one', () => {
    expect(isOldEnough('2012-02-29', 14, new Date('2026-02-28T12:00:00Z'))).toBe(false);
    expect(isOldEnough('2012-02-29', 14, new Date('2026-03-01T00:00:00Z'))).toBe(true);
    expect(isOldEnough('2012-02-29', 16, new Date('2028-02-29T00:00:00Z'))).toBe(true);
  });

  it('agrees with counting birthdays', () => {
    const dayArb = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dayArb, dayArb, fc.integer({ min: 0, max: 30 }), (birth, today, minimumAge) => {
        const [by, bm, bd] = [birth.getUTCFullYear(), birth.getUTCMonth(), birth.getUTCDate()];
        const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
        const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
        expect(isOldEnough(birth.toISOString().slice(0, 10), minimumAge, today)).toBe(age >= minimumAge);
      }),
    );
  });
});

describe('POST /api/sign_up and the minimum age (issue 10)', () => {
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
