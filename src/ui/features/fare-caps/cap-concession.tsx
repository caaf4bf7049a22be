import { Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CardConcession } from '../../../core/concessions/concession-caps';
import { useConcessionName } from '../../shared/server-state/concessions-queries';

/**
 * A card carrying a concession measures its spending against the caps it discounts
 * (docs/contracts.md#concessions-reduced-fares-on-a-bank-card): "Over 65: your caps are 50 % lower", the concession
 * named as the operator offers it. Nothing for a card without one.
 */
export function CapConcession({ concession }: { concession: CardConcession | undefined }) {
  const { t } = useTranslation('fare-caps');
  const nameOf = useConcessionName();
  if (!concession) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      {t('concession', {
        name: nameOf(concession.key) ?? t('concessionUnnamed'),
        percent: concession.percentOff,
      })}
    </Text>
  );
}

/** A card's meters while its concession is read: their place held, so that nothing below moves when they come. */
export function PendingMeters({ count, withNote = false }: { count: number; withNote?: boolean }) {
  const { t } = useTranslation('fare-caps');
  return (
    <Stack gap="2" role="status" aria-busy="true">
      <VisuallyHidden>{t('pending')}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index} gap="1">
          <Skeleton height="5" />
          <Skeleton height="2" />
        </Stack>
      ))}
      {withNote && <Skeleton height="5" />}
    </Stack>
  );
}
