import { useTranslation } from 'react-i18next';
import { useSession } from './use-session';

/** The locale dates and amounts are shown in: the account's locales_id, else the interface language. */
export function useAccountLocale(): string {
  const account = useSession();
  const { i18n } = useTranslation();
  const candidate = account?.localesId?.replace('_', '-') ?? i18n.language;
  try {
    return Intl.getCanonicalLocales(candidate)[0] ?? i18n.language;
  } catch {
    return i18n.language;
  }
}
