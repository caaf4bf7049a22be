import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../src/core/shared/service-failure';
import { StoredSession } from '../../../src/core/session/stored-session';
import { ConfirmEmail } from '../../../src/core/account/confirm-email';
import { LoginUser } from '../../../src/core/session/login-user';
import { ResendConfirmation } from '../../../src/core/account/resend-confirmation';
import { FakeCaptcha } from '../../../src/adapters/in-memory/account/fake-captcha';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { DEMO_PASSWORD, anOperator } from '../../support/builders/operator-builder';
import { tokenOfLatestMail } from '../../support/builders/outbox-token';

const MARCO = 'marco.bianchi@example.com';

/** Marco (unconfirmed) asks for the e-mail; answers the token of its link, as the screen reads it. */
async function setUp() {
  const operator = anOperator().withDemoRiders().build();
  await new ResendConfirmation(operator, new FakeCaptcha()).execute({ email: MARCO, neutralWhenUnknown: true });
  const token = tokenOfLatestMail(operator, MARCO);
  const login = () =>
    new LoginUser(operator, new StoredSession(new InMemoryStorage())).execute({
      email: MARCO,
      password: DEMO_PASSWORD,
    });
  return { operator, token, login, confirm: new ConfirmEmail(operator) };
}

describe('ConfirmEmail', () => {
  it("confirms the address with the link's token, and the rider can log in", async () => {
    const { token, login, confirm } = await setUp();
    expect(await login()).toEqual({ kind: 'unconfirmed-email' });
    expect(await confirm.execute(token)).toEqual({ kind: 'confirmed', email: MARCO });
    expect(await login()).toMatchObject({ kind: 'signed-in' });
  });

  it('answers expired for a token already used', async () => {
    const { token, confirm } = await setUp();
    await confirm.execute(token);
    expect(await confirm.execute(token)).toEqual({ kind: 'expired' });
  });

  it('answers expired for a token past its lifetime, and the address stays unconfirmed', async () => {
    const { operator, token, login, confirm } = await setUp();
    operator.expireTokens();
    expect(await confirm.execute(token)).toEqual({ kind: 'expired' });
    expect(await login()).toEqual({ kind: 'unconfirmed-email' });
  });

  it('answers expired for a well-formed token the operator never issued', async () => {
    const { confirm } = await setUp();
    expect(await confirm.execute('never-issued-token-0001')).toEqual({ kind: 'expired' });
  });

  it.each([
    ['no token', null],
    ['an empty token', ''],
    ['a short token', 'short'],
    ['a token with spaces', 'has spaces in it, long enough'],
    ['a 513-character token', 'x'.repeat(513)],
  ])('answers expired for %s without asking the operator', async (_, malformed) => {
    const { operator, confirm } = await setUp();
    operator.scriptNext('confirmEmail', { kind: 'confirmed', email: 'scripted@example.com' });
    expect(await confirm.execute(malformed)).toEqual({ kind: 'expired' });
    // The scripted answer is still waiting: the malformed token never reached the operator.
    expect(await confirm.execute('a-well-formed-token-0001')).toEqual({
      kind: 'confirmed',
      email: 'scripted@example.com',
    });
  });

  it('lets a service failure through', async () => {
    const { operator, token, confirm } = await setUp();
    operator.scriptNext('confirmEmail', new ServiceFailure('network'));
    await expect(confirm.execute(token)).rejects.toThrow(ServiceFailure);
  });
});
