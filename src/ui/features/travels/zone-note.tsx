import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../../core/travels/ticket';
import { foreignZones, useTripZones } from './trip-zone';

/**
 * Names the trips' zones when their times are not the device's (docs/behaviour/rules.md#dates-and-times): "Times are local
 * to where each trip was made (Europe/Rome)."; nothing when every trip is in the device's zone.
 */
export function ZoneNote({ tickets }: { tickets: readonly Ticket[] }) {
  const { t } = useTranslation('travels');
  const { fallback, device } = useTripZones();
  const zones = useMemo(() => {
    const all = new Set<string>();
    for (const ticket of tickets) all.add(ticket.timeZone ?? fallback);
    return foreignZones(all, device);
  }, [tickets, fallback, device]);
  if (zones.length === 0) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      {t('receipt.timeZone', { zones: zones.join(', ') })}
    </Text>
  );
}
