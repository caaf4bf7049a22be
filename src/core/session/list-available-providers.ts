import type { ProviderName } from './provider-credential';
import type { IdentityProviders } from './identity-provider';

/** The order of the login screen's "Login with" buttons. */
const ORDER: readonly ProviderName[] = ['google', 'facebook', 'azure'];

/** The external identity providers the operator has configured, in the login screen's order (docs/behaviour/operator-contract.md#provider-logins). */
export class ListAvailableProviders {
  constructor(private readonly providers: IdentityProviders) {}

  execute(): readonly ProviderName[] {
    return ORDER.filter((name) => this.providers[name] !== undefined);
  }
}
