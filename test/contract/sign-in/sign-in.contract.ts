import { describe, expect, it } from 'vitest';
import { GIULIA, MARCO, type ContractHarness } from '../contract-harness';
import { providerLoginContract } from './provider-login.contract';

/** The SignIn contract (docs/contracts.md, docs/behaviour/operator-contract.md#provider-logins): login by password, and through providers. */
export function signInContract(harness: () => ContractHarness): void {
  describe('SignIn', () => {
    describe('login', () => {
      it('signs in a confirmed rider with the whole account', async () => {
        expect(
          await harness().signIn.login({ email: ` ${GIULIA.email.toUpperCase()} `, password: GIULIA.password }),
        ).toEqual({
          kind: 'signed-in',
          account: {
            id: expect.any(Number),
            name: 'Giulia',
            surname: 'Rossi',
            email: GIULIA.email,
            language: 'it',
            localesId: 'it-IT',
            notifyTicketIssuance: true,
            googleId: null,
            facebookId: null,
          },
        });
      });

      it.each([
        ['an unconfirmed rider', MARCO, { kind: 'unconfirmed-email' }],
        ['a wrong password', { ...GIULIA, password: 'Wrong-2026' }, { kind: 'wrong-password' }],
        ['an unknown address', { ...GIULIA, email: 'nobody@example.com' }, { kind: 'no-account' }],
        [
          'an empty form',
          { email: '', password: '' },
          { kind: 'invalid', errors: { email: 'required', password: 'required' } },
        ],
        [
          'a malformed address',
          { ...GIULIA, email: 'giulia.rossi' },
          { kind: 'invalid', errors: { email: 'invalid' } },
        ],
      ])('answers %s', async (_, credentials, answer) => {
        expect(await harness().signIn.login(credentials)).toEqual(answer);
      });
    });

    providerLoginContract(harness);
  });
}
