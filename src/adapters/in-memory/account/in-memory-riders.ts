import type { Account } from '../../../core/session/account';

/** A rider as the operator keeps it: the account plus what never leaves the server. */
export interface RiderRecord {
  account: Account;
  password: string | null;
  confirmed: boolean;
  dateOfBirth: string | null;
}

export type RiderInput = Partial<Omit<Account, 'id'>> & {
  readonly email: string;
  readonly password?: string | null;
  readonly confirmed?: boolean;
  readonly dateOfBirth?: string | null;
};

const LOCALES: Readonly<Record<string, string>> = { en: 'en-GB', it: 'it-IT', fr: 'fr-FR', de: 'de-DE' };

/** The operator's riders, found by id or (case-insensitive) e-mail. */
export class InMemoryRiders {
  private readonly riders: RiderRecord[] = [];

  add(input: RiderInput): RiderRecord {
    const language = input.language ?? 'it';
    const rider: RiderRecord = {
      account: {
        id: this.riders.reduce((max, rider) => Math.max(max, rider.account.id), 0) + 1,
        name: input.name ?? 'Rider',
        surname: input.surname ?? 'Example',
        email: input.email,
        language,
        localesId: input.localesId ?? LOCALES[language] ?? 'it-IT',
        notifyTicketIssuance: input.notifyTicketIssuance ?? false,
        googleId: input.googleId ?? null,
        facebookId: input.facebookId ?? null,
      },
      password: input.password ?? null,
      confirmed: input.confirmed ?? true,
      dateOfBirth: input.dateOfBirth ?? null,
    };
    this.riders.push(rider);
    return rider;
  }

  byEmail(email: string): RiderRecord | undefined {
    const wanted = email.trim().toLowerCase();
    return this.riders.find((rider) => rider.account.email.toLowerCase() === wanted);
  }

  byId(id: number): RiderRecord | undefined {
    return this.riders.find((rider) => rider.account.id === id);
  }

  remove(id: number): void {
    const index = this.riders.findIndex((rider) => rider.account.id === id);
    if (index >= 0) this.riders.splice(index, 1);
  }

  update(id: number, change: Partial<Account>): void {
    const rider = this.byId(id);
    if (rider) rider.account = { ...rider.account, ...change };
  }
}
