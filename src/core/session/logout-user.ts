import type { IdentityProviders } from './identity-provider';
import type { SavedReads } from './saved-reads';
import type { SignIn } from './sign-in';
import type { StoredSession } from './stored-session';

/**
 * Ends the rider's session on this device and at the operator, and signs out of the search-engine
 * provider and the social network when the account is linked to them (docs/behaviour/rules.md#sessions). What the
 * rider read stays on the device no longer (docs/adr/0012-offline-reading.md): the next rider sees none of it.
 */
export class LogoutUser {
  constructor(
    private readonly session: StoredSession,
    private readonly providers: IdentityProviders = {},
    private readonly operator?: Pick<SignIn, 'logout'>,
    private readonly savedReads?: Pick<SavedReads, 'forgetAll'>,
  ) {}

  async execute(): Promise<void> {
    const account = this.session.account();
    // Local first: a provider that fails or never answers must not keep the rider signed in.
    this.session.clearAccount();
    const linked = [
      account?.googleId ? this.providers.google : undefined,
      account?.facebookId ? this.providers.facebook : undefined,
    ];
    // The operator's session too, without waiting for it: the screens follow the device's session at
    // once (as before the call existed), and a failure there (offline, already expired) keeps nobody signed in.
    this.operator?.logout().catch(() => undefined);
    await Promise.allSettled([
      ...linked.map(async (provider) => provider?.signOut()),
      // A device that cannot forget (private mode, storage refused) keeps nobody signed in either.
      this.savedReads?.forgetAll(),
    ]);
  }
}
