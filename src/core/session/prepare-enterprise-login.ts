import type { IdentityProvider, IdentityProviders } from './identity-provider';
import { reasonOf, type LoginWithProvider, type ProviderLoginOutcome } from './login-with-provider';

export type EnterpriseArrivalOutcome = ProviderLoginOutcome | { readonly kind: 'signed-out-of-provider' };

/** A provider that cannot tell is treated as having no cached account: the sign-in opens. */
const hasCachedAccount = async (provider: IdentityProvider): Promise<boolean> => {
  try {
    return await provider.hasCachedAccount();
  } catch {
    return false;
  }
};

/**
 * The enterprise-only login screen's arrival (docs/behaviour/operator-contract.md#provider-logins): when the directory still caches an
 * account its logout popup runs; otherwise the sign-in popup opens by itself.
 */
export class PrepareEnterpriseLogin {
  constructor(
    private readonly providers: IdentityProviders,
    private readonly login: LoginWithProvider,
  ) {}

  async execute(): Promise<EnterpriseArrivalOutcome> {
    const azure = this.providers.azure;
    if (!azure || !(await hasCachedAccount(azure))) return this.login.execute('azure');
    try {
      await azure.signOut();
      return { kind: 'signed-out-of-provider' };
    } catch (error) {
      return { kind: 'not-completed', provider: 'azure', reason: reasonOf(error) };
    }
  }
}
