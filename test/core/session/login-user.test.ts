import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../src/core/shared/service-failure';
import { SESSION_ACCOUNT_KEY, SESSION_LANGUAGE_KEY, StoredSession } from '../../../src/core/session/stored-session';
import { LoginUser } from '../../../src/core/session/login-user';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { anAccount } from '../../support/builders/account-builder';
import { DEMO_PASSWORD, aRider, anOperator } from '../../support/builders/operator-builder';

const giulia = anAccount().withLanguage('fr');

function setUp() {
  const operator = anOperator().withRider(aRider().from(giulia)).withDemoRiders().build();
  const storage = new InMemoryStorage();
  return { operator, storage, login: new LoginUser(operator, new StoredSession(storage)) };
}

describe('LoginUser', () => {
  it('signs in, saves the account and its language', async () => {
    const { storage, login } = setUp();
    const outcome = await login.execute({ email: ' giulia.rossi@example.com ', password: DEMO_PASSWORD });
    expect(outcome).toEqual({ kind: 'signed-in', account: giulia.build() });
    expect(JSON.parse(storage.read(SESSION_ACCOUNT_KEY) ?? 'null')).toEqual(giulia.build());
    expect(storage.read(SESSION_LANGUAGE_KEY)).toBe('fr');
  });

  it.each([
    ['an unknown address', 'nobody@example.com', DEMO_PASSWORD, { email: 'NoAccountFound' }],
    ['a wrong password', 'giulia.rossi@example.com', 'wrong-2026', { password: 'invalid' }],
    ['an empty form', '', '', { email: 'required', password: 'required' }],
    ['a malformed address', 'giulia', DEMO_PASSWORD, { email: 'invalid' }],
  ])('answers field errors for %s and saves nothing', async (_, email, password, errors) => {
    const { storage, login } = setUp();
    expect(await login.execute({ email, password })).toEqual({ kind: 'invalid', errors });
    expect(storage.snapshot()).toEqual({});
  });

  it('sends an unconfirmed rider to confirm the address, saving nothing', async () => {
    const { storage, login } = setUp();
    const outcome = await login.execute({ email: 'marco.bianchi@example.com', password: DEMO_PASSWORD });
    expect(outcome).toEqual({ kind: 'unconfirmed-email' });
    expect(storage.snapshot()).toEqual({});
  });

  it('hands over the operator field errors', async () => {
    const { operator, login } = setUp();
    operator.scriptNext('login', { kind: 'invalid', errors: { email: 'invalid', password: 'unknown' } });
    const outcome = await login.execute({ email: 'a@b.co', password: 'x' });
    expect(outcome).toEqual({ kind: 'invalid', errors: { email: 'invalid', password: 'unknown' } });
  });

  it('lets a service failure through and leaves the session untouched', async () => {
    const { operator, storage, login } = setUp();
    storage.write(SESSION_LANGUAGE_KEY, 'en');
    operator.scriptNext('login', new ServiceFailure('network', 'Network Error'));
    await expect(login.execute({ email: 'giulia.rossi@example.com', password: DEMO_PASSWORD })).rejects.toMatchObject({
      kind: 'network',
      detail: 'Network Error',
    });
    expect(storage.snapshot()).toEqual({ [SESSION_LANGUAGE_KEY]: 'en' });
  });
});
