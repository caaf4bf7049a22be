import type { ProviderCredential, ProviderName } from '../../../core/session/provider-credential';
import type { IdentityProvider, ProviderSignIn } from '../../../core/session/identity-provider';

/**
 * IdentityProvider played from a script. A successful sign-in caches the account; a sign-out
 * forgets it. Tests read `signedIn`, `signedOut` and `hasCached` rather than spying on calls.
 */
export class FakeIdentityProvider implements IdentityProvider {
  signedIn = false;
  signedOut = false;
  hasCached = false;
  private next: ProviderSignIn | { kind: 'throws'; reason: string } = { kind: 'cancelled' };
  private signOutFailure: string | null = null;

  constructor(readonly name: ProviderName) {}

  willSignIn(credential: ProviderCredential): this {
    this.next = { kind: 'signed-in', credential };
    return this;
  }

  willCancel(): this {
    this.next = { kind: 'cancelled' };
    return this;
  }

  willFail(reason: string): this {
    this.next = { kind: 'failed', reason };
    return this;
  }

  /** The next sign-in throws, as an SDK that cannot load or a blocked popup would. */
  willThrow(reason: string): this {
    this.next = { kind: 'throws', reason };
    return this;
  }

  /** Sign-outs reject with `reason` (the account stays cached). */
  willFailToSignOut(reason: string): this {
    this.signOutFailure = reason;
    return this;
  }

  withCachedAccount(): this {
    this.hasCached = true;
    return this;
  }

  async signIn(): Promise<ProviderSignIn> {
    if (this.next.kind === 'throws') throw new Error(this.next.reason);
    if (this.next.kind === 'signed-in') {
      this.signedIn = true;
      this.hasCached = true;
    }
    return this.next;
  }

  async signOut(): Promise<void> {
    if (this.signOutFailure !== null) throw new Error(this.signOutFailure);
    this.signedIn = false;
    this.hasCached = false;
    this.signedOut = true;
  }

  async hasCachedAccount(): Promise<boolean> {
    return this.hasCached;
  }
}
