import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../src/core/shared/service-failure';
import { ExchangeResetToken } from '../../../src/core/account/exchange-reset-token';
import { RequestPasswordReset } from '../../../src/core/account/request-password-reset';
import { FakeCaptcha } from '../../../src/adapters/in-memory/account/fake-captcha';
import { anOperator } from '../../support/builders/operator-builder';
import { tokenOfLatestMail } from '../../support/builders/outbox-token';

const GIULIA = 'giulia.rossi@example.com';

/** Giulia forgot her password; answers the token of the e-mail's link, as the screen reads it. */
async function setUp() {
  const operator = anOperator().withDemoRiders().build();
  await new RequestPasswordReset(operator, new FakeCaptcha()).execute({ email: GIULIA, neutralWhenUnknown: true });
  return { operator, token: tokenOfLatestMail(operator, GIULIA), exchange: new ExchangeResetToken(operator) };
}

describe('ExchangeResetToken', () => {
  it("trades the link's token for a new one, once", async () => {
    const { token, exchange } = await setUp();
    const outcome = await exchange.execute(token);
    expect(outcome).toEqual({ kind: 'token', token: expect.any(String) });
    expect(outcome).not.toEqual({ kind: 'token', token });
    expect(await exchange.execute(token)).toEqual({ kind: 'expired' });
  });

  it('answers expired for a token past its lifetime', async () => {
    const { operator, token, exchange } = await setUp();
    operator.expireTokens();
    expect(await exchange.execute(token)).toEqual({ kind: 'expired' });
  });

  it.each([null, '', 'short', 'bad/characters+here=='])(
    'answers expired for %j without asking the operator',
    async (malformed) => {
      const { operator, exchange } = await setUp();
      operator.scriptNext('exchangeResetToken', { kind: 'token', token: 'scripted-reset-token' });
      expect(await exchange.execute(malformed)).toEqual({ kind: 'expired' });
      expect(await exchange.execute('a-well-formed-token-0001')).toEqual({
        kind: 'token',
        token: 'scripted-reset-token',
      });
    },
  );

  it('lets a service failure through', async () => {
    const { operator, token, exchange } = await setUp();
    operator.scriptNext('exchangeResetToken', new ServiceFailure('server'));
    await expect(exchange.execute(token)).rejects.toThrow(ServiceFailure);
  });
});
