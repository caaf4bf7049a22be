/**
 * The reset form's one-time token, held in this tab's memory only (never in storage or an
 * address), so that the reset screen re-mounted by the error modal's reload still has it.
 * Cleared once the token is used up: the password was reset, or the request expired.
 */
export class ResetTokenStore {
  private current: string | null = null;

  get token(): string | null {
    return this.current;
  }

  keep(token: string): void {
    this.current = token;
  }

  clear(): void {
    this.current = null;
  }
}
