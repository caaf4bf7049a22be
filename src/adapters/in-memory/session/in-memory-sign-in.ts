import type { ProviderCredential } from '../../../core/session/provider-credential';
import type { LoginAnswer, ProviderLoginAnswer, SignIn } from '../../../core/session/sign-in';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { InMemoryOperatorState } from '../account/in-memory-operator-state';
import { loginErrors } from '../account/in-memory-rules';
import { readProviderIdentity } from './in-memory-provider-identity';

/** SignIn on the in-memory operator: passwords, confirmation, provider accounts linked by subject. */
export class InMemorySignIn implements SignIn {
  constructor(private readonly operator: InMemoryOperatorState) {}

  login({ email, password }: { email: string; password: string }): Promise<LoginAnswer> {
    return this.operator.answer('login', (): LoginAnswer => {
      const errors = loginErrors(email, password);
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
      const rider = this.operator.riders.byEmail(email);
      if (!rider) return { kind: 'no-account' };
      if (rider.password === null || rider.password !== password) return { kind: 'wrong-password' };
      if (!rider.confirmed) return { kind: 'unconfirmed-email' };
      return { kind: 'signed-in', account: rider.account };
    });
  }

  loginWithProvider(credential: ProviderCredential, password?: string): Promise<ProviderLoginAnswer> {
    return this.operator.answer('loginWithProvider', (): ProviderLoginAnswer => {
      const identity = readProviderIdentity(credential);
      if (!identity) throw new ServiceFailure('server', 'Invalid identity response');
      const rider = this.operator.providerLinks.signIn(credential.provider, identity, password);
      if (rider === 'link-required') return { kind: 'link-required', email: identity.email ?? '' };
      if (rider === 'wrong-password') return { kind: 'wrong-password' };
      return { kind: 'signed-in', account: rider.account };
    });
  }

  async logout(): Promise<void> {
    this.operator.loggedOut += 1;
  }
}
