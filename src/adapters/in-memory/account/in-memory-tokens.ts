import type { Clock } from '../../../core/shared/clock';

export type TokenPurpose = 'confirm' | 'forgot' | 'reset';

/** Lifetimes of the sandbox: 24 h to confirm an address, 1 h to recover a password. */
export const TOKEN_TTL_MS: Readonly<Record<TokenPurpose, number>> = {
  confirm: 24 * 60 * 60 * 1000,
  forgot: 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

interface Issued {
  readonly accountId: number;
  readonly purpose: TokenPurpose;
  expiresAt: number;
}

/** Single-use, expiring tokens, as the operator issues them. */
export class InMemoryTokens {
  private readonly issued = new Map<string, Issued>();
  private count = 0;

  constructor(private readonly clock: Clock) {}

  issue(accountId: number, purpose: TokenPurpose): string {
    this.count += 1;
    const token = `${purpose}-token-${String(this.count).padStart(12, '0')}`;
    this.issued.set(token, { accountId, purpose, expiresAt: this.now() + TOKEN_TTL_MS[purpose] });
    return token;
  }

  /** The token's account if it is live, without using it up. */
  peek(token: string, purpose: TokenPurpose): number | undefined {
    const issued = this.issued.get(token);
    return issued && issued.purpose === purpose && issued.expiresAt > this.now() ? issued.accountId : undefined;
  }

  /** Uses the token up; answers its account, or undefined when unknown, used or expired. */
  consume(token: string, purpose: TokenPurpose): number | undefined {
    const accountId = this.peek(token, purpose);
    if (accountId !== undefined) this.issued.delete(token);
    return accountId;
  }

  /** Makes the account's live tokens of these purposes unusable. */
  revoke(accountId: number, purposes: readonly TokenPurpose[]): void {
    for (const [token, issued] of this.issued) {
      if (issued.accountId === accountId && purposes.includes(issued.purpose)) this.issued.delete(token);
    }
  }

  expireAll(): void {
    for (const issued of this.issued.values()) issued.expiresAt = this.now() - 1;
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}
