import type { ReadSignal } from '../shared/read-signal';
import { token, type Token } from '../shared/token';
import type { AlertKind, AlertPreferences } from './alert-preferences';

/** The operator's side of alert preferences (docs/contracts.md#alerts-alerts-by-e-mail-and-their-preferences). */
export interface Alerts {
  /** The account's preferences; null when the operator does not offer alerts. */
  preferences(accountId: number, signal?: ReadSignal): Promise<AlertPreferences | null>;
  /** Turns one alert on or off; answers every preference after the change. */
  save(accountId: number, kind: AlertKind, enabled: boolean): Promise<AlertPreferences>;
}

export const Alerts: Token<Alerts> = token('Alerts');
