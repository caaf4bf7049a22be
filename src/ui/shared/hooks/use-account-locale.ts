import { useTranslation } from 'react-i18next';
import type { Account } from '../../../core/session/account';
import { useSession } from './use-session';

/** Locales already made canonical (an open day asks once per capped journey; `Intl.getCanonicalLocales` is slow). */
const canonical = new Map<string, string | null>();

function canonicalLocale(candidate: string): string | null {
  let locale = canonical.get(candidate);
  if (locale === undefined) {
    try {
      locale = Intl.getCanonicalLocales(candidate)[0] ?? null;
    } catch {
      locale = null;
    }
    if (canonical.size >= 100) canonical.clear();
    canonical.set(candidate, locale);
  }
  return locale;
}

/** The locale dates and amounts are shown in: the account's locales_id, else the interface language. */
export function accountLocale(account: Account | null, language: string): string {
  const candidate = account?.localesId?.replace('_', '-') ?? language;
  return canonicalLocale(candidate) ?? language;
}

/** accountLocale for the signed-in rider and the interface's language. */
export function useAccountLocale(): string {
  const account = useSession();
  const { i18n } = useTranslation();
  return accountLocale(account, i18n.language);
}
