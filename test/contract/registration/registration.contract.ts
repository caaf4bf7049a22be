import { describe, expect, it } from 'vitest';
import { aNewUser } from '../../support/builders/new-user-builder';
import { GIULIA, type ContractHarness } from '../contract-harness';

/** The Registration contract (docs/contracts.md#answer-shapes-product-api). */
export function registrationContract(harness: () => ContractHarness): void {
  describe('Registration', () => {
    it('registers an unconfirmed account', async () => {
      const { registration, signIn } = harness();
      const user = aNewUser().withEmail('new.rider@example.com').withLanguage('fr').build();
      expect(await registration.signUp(user, 'captcha-token')).toEqual({ kind: 'registered' });
      expect(await signIn.login({ email: user.email, password: user.password })).toEqual({ kind: 'unconfirmed-email' });
    });

    it('refuses to keep a checked card without a live card access, creating nothing (cardCheck)', async () => {
      const { registration, signIn } = harness();
      const user = { ...aNewUser().withEmail('card.keeper@example.com').build(), keepCheckedCard: true };
      expect(await registration.signUp(user, 'captcha-token')).toEqual({
        kind: 'invalid',
        errors: { keepCheckedCard: 'noCardAccess' },
      });
      expect(await signIn.login({ email: user.email, password: user.password })).not.toEqual({
        kind: 'unconfirmed-email',
      });
    });

    it('refuses an address that has an account', async () => {
      const user = aNewUser().withEmail(GIULIA.email).build();
      expect(await harness().registration.signUp(user, null)).toEqual({ kind: 'account-exists' });
    });

    it('answers a required error for every empty field', async () => {
      const empty = {
        name: '',
        surname: '',
        dateOfBirth: '',
        email: '',
        confirmEmail: '',
        password: '',
        confirmPassword: '',
        language: '',
      };
      expect(await harness().registration.signUp(empty, null)).toEqual({
        kind: 'invalid',
        errors: {
          name: 'required',
          surname: 'required',
          dateOfBirth: 'required',
          email: 'required',
          confirmEmail: 'required',
          password: 'required',
          confirmPassword: 'required',
          language: 'notSupported',
        },
      });
    });

    it('answers required for names made only of zero-width, control or format characters', async () => {
      const user = aNewUser()
        .withEmail('invisible.rider@example.com')
        .withName('\u200b\u200c\u200d', '\u2060\ufeff\u0007\u00ad')
        .build();
      expect(await harness().registration.signUp(user, null)).toEqual({
        kind: 'invalid',
        errors: { name: 'required', surname: 'required' },
      });
    });

    it('answers invalid, notMatch and weak', async () => {
      const user = aNewUser()
        .withEmail('new.rider@example.com')
        .withConfirmEmail('other@example.com')
        .withPassword('password')
        .withConfirmPassword('Password-1')
        .withDateOfBirth('2999-01-01')
        .withLanguage('es')
        .build();
      expect(await harness().registration.signUp(user, null)).toEqual({
        kind: 'invalid',
        errors: {
          dateOfBirth: 'invalid',
          confirmEmail: 'notMatch',
          password: 'weak',
          confirmPassword: 'notMatch',
          language: 'notSupported',
        },
      });
    });

    it("answers tooYoung for a rider under the operator's minimum age (14), invalid for a day the month does not have", async () => {
      const { registration } = harness();
      // Under 14 on the in-memory operator's day (15 January 2026) and on the sandbox's until 2038.
      const young = aNewUser().withEmail('young.rider@example.com').withDateOfBirth('2024-06-01').build();
      expect(await registration.signUp(young, null)).toEqual({ kind: 'invalid', errors: { dateOfBirth: 'tooYoung' } });
      const unreal = aNewUser().withEmail('young.rider@example.com').withDateOfBirth('1990-02-31').build();
      expect(await registration.signUp(unreal, null)).toEqual({ kind: 'invalid', errors: { dateOfBirth: 'invalid' } });
    });
  });
}
