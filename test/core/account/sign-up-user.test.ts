import { describe, expect, it } from 'vitest';
import type { NewUser } from '../../../src/core/account/new-user';
import { ServiceFailure } from '../../../src/core/shared/service-failure';
import { SignUpUser } from '../../../src/core/account/sign-up-user';
import { FakeCaptcha } from '../../../src/adapters/in-memory/account/fake-captcha';
import { aNewUser, type NewUserBuilder } from '../../support/builders/new-user-builder';
import { anOperator } from '../../support/builders/operator-builder';

function setUp(captcha = new FakeCaptcha()) {
  const operator = anOperator().withDemoRiders().build();
  return { operator, signUp: new SignUpUser(operator, operator, captcha) };
}

const form = (user: NewUserBuilder, privacyAccepted = true): NewUser & { privacyAccepted: boolean } => ({
  ...user.build(),
  privacyAccepted,
});

describe('SignUpUser', () => {
  it('registers an unconfirmed rider and sends the confirmation e-mail', async () => {
    const { operator, signUp } = setUp();
    const outcome = await signUp.execute(form(aNewUser().withEmail(' elena.conti@example.com ')));
    expect(outcome).toEqual({ kind: 'registered', sentTo: 'elena.conti@example.com' });
    expect(operator.riders.byEmail('elena.conti@example.com')).toMatchObject({
      confirmed: false,
      dateOfBirth: '1992-06-01',
    });
    expect(operator.outbox.to('elena.conti@example.com').map((mail) => mail.kind)).toEqual(['confirm']);
  });

  it('works where the operator runs no captcha', async () => {
    const { signUp } = setUp(new FakeCaptcha(null));
    expect(await signUp.execute(form(aNewUser()))).toEqual({ kind: 'registered', sentTo: 'elena.conti@example.com' });
  });

  it('goes on to the address the confirmation request answers', async () => {
    const { operator, signUp } = setUp();
    operator.scriptNext('requestEmailConfirmation', { kind: 'sent', to: 'l***@example.com' });
    expect(await signUp.execute(form(aNewUser()))).toEqual({ kind: 'registered', sentTo: 'l***@example.com' });
  });

  it.each([
    ['answers otherwise', { kind: 'no-account' } as const],
    ['fails', new ServiceFailure('network')],
  ])('is still registered, at the entered address, when the confirmation request %s', async (_, answer) => {
    const { operator, signUp } = setUp();
    operator.scriptNext('requestEmailConfirmation', answer);
    expect(await signUp.execute(form(aNewUser()))).toEqual({ kind: 'registered', sentTo: 'elena.conti@example.com' });
    expect(operator.riders.byEmail('elena.conti@example.com')).toBeDefined();
    expect(operator.outbox.to('elena.conti@example.com')).toEqual([]);
  });

  it('asks for the privacy disclaimer first and then sends nothing', async () => {
    const { operator, signUp } = setUp();
    const outcome = await signUp.execute(form(aNewUser().withName('', ''), false));
    expect(outcome).toEqual({ kind: 'invalid', errors: { privacy: 'required' } });
    expect(operator.riders.byEmail('elena.conti@example.com')).toBeUndefined();
  });

  it.each([
    [
      'an empty form',
      aNewUser().withName('', '').withEmail('').withPassword('').withLanguage(''),
      {
        name: 'required',
        surname: 'required',
        email: 'required',
        confirmEmail: 'required',
        password: 'required',
        confirmPassword: 'required',
        language: 'notSupported',
      },
    ],
    ['a malformed address', aNewUser().withEmail('luca'), { email: 'invalid' }],
    ['addresses that differ', aNewUser().withConfirmEmail('luca@example.com'), { confirmEmail: 'notMatch' }],
    ['a weak password', aNewUser().withPassword('password'), { password: 'weak' }],
    ['passwords that differ', aNewUser().withConfirmPassword('Secret-2027'), { confirmPassword: 'notMatch' }],
    ['an unsupported language', aNewUser().withLanguage('xx'), { language: 'notSupported' }],
  ])('answers the field errors of %s and registers nobody', async (_, user, errors) => {
    const { operator, signUp } = setUp();
    expect(await signUp.execute(form(user))).toEqual({ kind: 'invalid', errors });
    expect(operator.riders.byEmail(user.build().email)).toBeUndefined();
  });

  it('hands over the operator field errors, unknown codes included', async () => {
    const { operator, signUp } = setUp();
    operator.scriptNext('signUp', {
      kind: 'invalid',
      errors: { dateOfBirth: 'invalid', surname: 'unknown', captcha: 'invalid' },
    });
    const outcome = await signUp.execute(form(aNewUser()));
    expect(outcome).toEqual({
      kind: 'invalid',
      errors: { dateOfBirth: 'invalid', surname: 'unknown', captcha: 'invalid' },
    });
  });

  it('answers an existing address as an e-mail error and sends no mail', async () => {
    const { operator, signUp } = setUp();
    const outcome = await signUp.execute(form(aNewUser().withEmail('Giulia.Rossi@example.com')));
    expect(outcome).toEqual({ kind: 'invalid', errors: { email: 'AccountAlreadyExists' } });
    expect(operator.outbox.to('giulia.rossi@example.com')).toEqual([]);
  });

  it('lets a service failure of the sign-up through', async () => {
    const { operator, signUp } = setUp();
    operator.scriptNext('signUp', new ServiceFailure('server', 'boom'));
    await expect(signUp.execute(form(aNewUser()))).rejects.toThrow(ServiceFailure);
    expect(operator.riders.byEmail('elena.conti@example.com')).toBeUndefined();
  });
});
