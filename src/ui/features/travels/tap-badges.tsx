import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TapData } from '../../../core/travels/tap-data';

const KNOWN_KEYS = new Set(['station', 'line', 'gate']);

/** A tap's key names in the rider's language where the portal knows them; the operator's own otherwise. */
export function useTapKey(): (key: string) => string {
  const { t } = useTranslation('travels');
  return (key) => (KNOWN_KEYS.has(key) ? t(`taps.${key}`) : key);
}

/** What a gate recorded, as key/value badges (spec 2.9). */
export function TapBadges({ tap }: { tap: TapData | null }) {
  const { t } = useTranslation('travels');
  const keyName = useTapKey();
  if (!tap || tap.length === 0) return <Text as="span" color="fg.muted" fontSize="sm">{t('taps.none')}</Text>;
  return (
    <HStack gap="1" wrap="wrap">
      {tap.map(([key, value]) => (
        <Badge key={key} variant="outline" size="sm" fontWeight="normal">
          <Text as="span" color="fg.muted">
            {keyName(key)}
          </Text>
          <Text as="span" fontWeight="semibold">
            {value}
          </Text>
        </Badge>
      ))}
    </HStack>
  );
}

/** The tap as the search box and the CSV read it. */
export const tapSearchText = (tap: TapData | null, keyName: (key: string) => string) => (tap ?? []).map(([key, value]) => `${keyName(key)} ${value}`).join(' ');
