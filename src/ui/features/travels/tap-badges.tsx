import { Text } from '@chakra-ui/react';
import { STATIC_CLASSES } from '../../shared/static-styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TapData } from '../../../core/travels/tap-data';

const KNOWN_KEYS = new Set(['station', 'line', 'gate']);

/** `name` remembering its answers: the same key gets the same text without asking again. */
function keptNames(name: (key: string) => string): (key: string) => string {
  const names = new Map<string, string>();
  return (key) => {
    let known = names.get(key);
    if (known === undefined) {
      known = name(key);
      names.set(key, known);
    }
    return known;
  };
}

/** A tap's key names in the rider's language where the portal knows them; the operator's own otherwise. */
export function useTapKey(): (key: string) => string {
  const { t } = useTranslation('travels');
  // Stable while the language is: the trips' columns (and the rows the table shows) depend on it. Each name is
  // translated once: the search index asks for three keys of two taps of every trip (66,000 times for a year of
  // 11,000 trips, 300 ms of i18next in one task after the first page).
  return useMemo(() => keptNames((key) => (KNOWN_KEYS.has(key) ? t(`taps.${key}`) : key)), [t]);
}

/** What a gate recorded, as key/value badges (docs/behaviour/screens.md#trips). */
export function TapBadges({ tap }: { tap: TapData | null }) {
  const { t } = useTranslation('travels');
  return <TapBadgesView tap={tap} keyName={useTapKey()} none={t('taps.none')} />;
}

/** The same, its words given: a table renders it in every row without a translation hook each. */
export function TapBadgesView({
  tap,
  keyName,
  none,
}: {
  tap: TapData | null;
  keyName: (key: string) => string;
  none: string;
}) {
  if (!tap || tap.length === 0)
    return (
      <Text as="span" color="fg.muted" fontSize="sm">
        {none}
      </Text>
    );
  return (
    <span className={STATIC_CLASSES.taps}>
      {tap.map(([key, value]) => (
        <span key={key} className={STATIC_CLASSES.tap}>
          <span className={STATIC_CLASSES.tapKey}>{keyName(key)}</span>
          <span className={STATIC_CLASSES.tapValue}>{value}</span>
        </span>
      ))}
    </span>
  );
}

/** The tap as the search box and the CSV read it. */
export const tapSearchText = (tap: TapData | null, keyName: (key: string) => string) =>
  (tap ?? []).map(([key, value]) => `${keyName(key)} ${value}`).join(' ');
