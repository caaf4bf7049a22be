import type { ProviderName } from '../../../core/session/provider-credential';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { ProviderIdentity } from './in-memory-provider-identity';
import type { InMemoryRiders, RiderRecord } from '../account/in-memory-riders';
import { isEmail } from '../account/in-memory-rules';

/** How a provider sign-in ended: the rider, or why not (the address's account must be proven first). */
export type ProviderLinkResult = RiderRecord | 'link-required' | 'wrong-password';

/**
 * Provider accounts linked by provider and subject, as the sandbox keeps them: a known subject
 * signs in its account; a new one makes a new confirmed account, or links to the account of its
 * e-mail only with that account's password (the enterprise directory, the operator's own, at once).
 * An unconfirmed account of that e-mail is never inherited: the provider's identity takes the address over.
 */
export class InMemoryProviderLinks {
  private readonly links = new Map<string, number>();

  constructor(private readonly riders: InMemoryRiders) {}

  signIn(provider: ProviderName, identity: ProviderIdentity, password?: string): ProviderLinkResult {
    const rider = this.linked(provider, identity) ?? this.link(provider, identity, password);
    if (typeof rider === 'string') return rider;
    const idField = provider === 'google' ? 'googleId' : provider === 'facebook' ? 'facebookId' : null;
    if (idField && rider.account[idField] !== identity.subject) {
      this.riders.update(rider.account.id, { [idField]: identity.subject });
    }
    return rider;
  }

  private linked(provider: ProviderName, identity: ProviderIdentity): RiderRecord | undefined {
    const id = this.links.get(`${provider}:${identity.subject}`);
    return id === undefined ? undefined : this.riders.byId(id);
  }

  private link(provider: ProviderName, identity: ProviderIdentity, password: string | undefined): ProviderLinkResult {
    const email = identity.email && isEmail(identity.email) ? identity.email : null;
    if (!email) throw new ServiceFailure('server', 'The identity has no valid e-mail address');
    let existing = this.riders.byEmail(email);
    if (existing && !existing.confirmed) {
      // Never proven: the provider vouches for the address, so it takes the address over (docs/security.md).
      this.riders.remove(existing.account.id);
      existing = undefined;
    }
    if (existing && provider !== 'azure') {
      if (!password) return 'link-required';
      if (existing.password === null || existing.password !== password) return 'wrong-password';
    }
    const rider =
      existing ??
      this.riders.add({
        email,
        name: identity.name || email.slice(0, email.indexOf('@')),
        surname: identity.surname,
        language: 'it',
        confirmed: true,
      });
    this.links.set(`${provider}:${identity.subject}`, rider.account.id);
    return rider;
  }
}
