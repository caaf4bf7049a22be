import { beforeEach, describe, expect, it } from 'vitest';
import { aNewUser } from '../../support/builders/new-user-builder';
import { GIULIA, MARCO, type ContractHarness } from './contract-harness';
import { emailContract } from './email-flows.contract';
import { providerLoginContract } from './provider-login.contract';

/**
 * The AccountGateway contract (docs/contracts.md, spec 7.1): the same behaviour from every
 * implementation. `fresh` answers a harness on a freshly seeded operator, before each test.
 */
export function accountGatewayContract(name: string, fresh: () => Promise<ContractHarness>): void {
  describe(`AccountGateway contract: ${name}`, () => {
    let harness: ContractHarness;
    beforeEach(async () => {
      harness = await fresh();
    });
    const current = () => harness;

    it('lists the languages as {id, name}', async () => {
      const languages = await harness.gateway.languages();
      expect(languages.map((language) => language.id)).toEqual(expect.arrayContaining(['en', 'it', 'fr', 'de']));
      for (const language of languages) expect(language.name).toEqual(expect.any(String));
    });

    describe('login', () => {
      it('signs in a confirmed rider with the whole account', async () => {
        expect(await harness.gateway.login({ email: ` ${GIULIA.email.toUpperCase()} `, password: GIULIA.password })).toEqual({
          kind: 'signed-in',
          account: {
            id: expect.any(Number), name: 'Giulia', surname: 'Rossi', email: GIULIA.email, language: 'it',
            localesId: 'it-IT', notifyTicketIssuance: true, googleId: null, facebookId: null,
          },
        });
      });

      it.each([
        ['an unconfirmed rider', MARCO, { kind: 'unconfirmed-email' }],
        ['a wrong password', { ...GIULIA, password: 'Wrong-2026' }, { kind: 'wrong-password' }],
        ['an unknown address', { ...GIULIA, email: 'nobody@example.com' }, { kind: 'no-account' }],
        ['an empty form', { email: '', password: '' }, {
          kind: 'invalid', errors: [{ path: 'email', msg: 'required' }, { path: 'password', msg: 'required' }],
        }],
        ['a malformed address', { ...GIULIA, email: 'giulia.rossi' }, { kind: 'invalid', errors: [{ path: 'email', msg: 'invalid' }] }],
      ])('answers %s', async (_, credentials, answer) => {
        expect(await harness.gateway.login(credentials)).toEqual(answer);
      });
    });

    describe('sign-up', () => {
      it('registers an unconfirmed account', async () => {
        const user = aNewUser().withEmail('new.rider@example.com').withLanguage('fr').build();
        expect(await harness.gateway.signUp(user, 'captcha-token')).toEqual({ kind: 'registered' });
        expect(await harness.gateway.login({ email: user.email, password: user.password })).toEqual({ kind: 'unconfirmed-email' });
      });

      it('refuses an address that has an account', async () => {
        const user = aNewUser().withEmail(GIULIA.email).build();
        expect(await harness.gateway.signUp(user, null)).toEqual({ kind: 'account-exists' });
      });

      it('answers a required error for every empty field', async () => {
        const empty = { name: '', surname: '', dateOfBirth: '', email: '', confirmEmail: '', password: '', confirmPassword: '', language: '' };
        expect(await harness.gateway.signUp(empty, null)).toEqual({
          kind: 'invalid',
          errors: [
            { path: 'user.name', msg: 'required' }, { path: 'user.surname', msg: 'required' },
            { path: 'user.date_of_birth', msg: 'required' }, { path: 'user.email', msg: 'required' },
            { path: 'user.confirm_email', msg: 'required' }, { path: 'user.password', msg: 'required' },
            { path: 'user.confirm_password', msg: 'required' }, { path: 'user.language', msg: 'notSupported' },
          ],
        });
      });

      it('answers invalid, notMatch and weak', async () => {
        const user = aNewUser().withEmail('new.rider@example.com').withConfirmEmail('other@example.com')
          .withPassword('password').withConfirmPassword('Password-1').withDateOfBirth('2999-01-01').withLanguage('es').build();
        expect(await harness.gateway.signUp(user, null)).toEqual({
          kind: 'invalid',
          errors: [
            { path: 'user.date_of_birth', msg: 'invalid' }, { path: 'user.confirm_email', msg: 'notMatch' },
            { path: 'user.password', msg: 'weak' }, { path: 'user.confirm_password', msg: 'notMatch' },
            { path: 'user.language', msg: 'notSupported' },
          ],
        });
      });
    });

    emailContract(current);
    providerLoginContract(current);
  });
}
