import { describe, expect, it } from 'vitest';
import type { ProviderCredential } from '../../../src/core/session/provider-credential';
import { GIULIA, MARCO, unsignedJwt, type ContractHarness } from '../contract-harness';

const facebook = (id: string, email: string): ProviderCredential => ({
  provider: 'facebook',
  accessToken: `token-of-${id}`,
  userID: id,
  profile: { firstName: 'Sara', lastName: 'Galli', email, id },
});

const google = (sub: string, email: string | null): ProviderCredential => ({
  provider: 'google',
  response: {
    credential: unsignedJwt({ sub, email, given_name: 'Sara', family_name: 'Blu' }),
    clientId: 'sandbox',
    select_by: 'btn',
  },
});

const azure = (oid: string, email: string): ProviderCredential => ({
  provider: 'azure',
  response: { idToken: 'x.y.z', idTokenClaims: { oid, email, given_name: 'Anna', family_name: 'Weber' }, account: {} },
});

/** Provider logins: accounts linked by provider and subject. */
export function providerLoginContract(harness: () => ContractHarness): void {
  describe('provider login', () => {
    it('creates a confirmed account for a new identity, and signs the same subject in again', async () => {
      const { signIn } = harness();
      const first = await signIn.loginWithProvider(facebook('fb-1001', 'sara.galli@example.com'));
      expect(first).toMatchObject({
        kind: 'signed-in',
        account: {
          name: 'Sara',
          surname: 'Galli',
          email: 'sara.galli@example.com',
          facebookId: 'fb-1001',
          googleId: null,
        },
      });
      const again = await signIn.loginWithProvider(facebook('fb-1001', 'sara.galli@example.com'));
      expect(again).toEqual(first);
      expect(await signIn.login({ email: 'sara.galli@example.com', password: 'Anything-1' })).toEqual({
        kind: 'wrong-password',
      });
    });

    it("links a new identity to the account of its e-mail only with that account's password, and records the provider's id", async () => {
      const { signIn } = harness();
      const password = await signIn.login(GIULIA);
      if (password.kind !== 'signed-in') throw new Error('Giulia should sign in');
      expect(await signIn.loginWithProvider(google('g-2002', GIULIA.email))).toEqual({
        kind: 'link-required',
        email: GIULIA.email,
      });
      expect(await signIn.loginWithProvider(google('g-2002', GIULIA.email), 'Wrong-2026')).toEqual({
        kind: 'wrong-password',
      });
      const linked = await signIn.loginWithProvider(google('g-2002', GIULIA.email), GIULIA.password);
      expect(linked).toEqual({ kind: 'signed-in', account: { ...password.account, googleId: 'g-2002' } });
      expect(await signIn.loginWithProvider(google('g-2002', GIULIA.email))).toEqual(linked);
    });

    it('never inherits an unconfirmed account: takes its address over, and the unconfirmed password no longer signs in', async () => {
      const { signIn } = harness();
      const answer = await signIn.loginWithProvider(google('g-2502', MARCO.email));
      expect(answer).toMatchObject({ kind: 'signed-in', account: { email: MARCO.email, googleId: 'g-2502' } });
      expect(await signIn.login(MARCO)).toEqual({ kind: 'wrong-password' });
    });

    it('signs in through the enterprise provider without recording an id', async () => {
      const answer = await harness().signIn.loginWithProvider(azure('oid-3003', 'anna.bianco@example.com'));
      expect(answer).toMatchObject({
        kind: 'signed-in',
        account: { email: 'anna.bianco@example.com', name: 'Anna', surname: 'Weber', googleId: null, facebookId: null },
      });
    });

    it('fails as a service failure for an identity without an e-mail address', async () => {
      await expect(harness().signIn.loginWithProvider(google('g-4004', null))).rejects.toMatchObject({
        name: 'ServiceFailure',
        kind: 'server',
      });
    });
  });
}
