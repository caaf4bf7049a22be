import { fareNameIn } from '../../../core/travels/fare-names';
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../core/shared/format-date-time';
import { formatMoney } from '../../../core/travels/money';
import type { Ticket } from '../../../core/travels/ticket';
import { CardIdentity } from '../../shared/cards/card-identity';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { FeatureSlot } from '../../shared/routing/feature-slots';
import { DetailsList } from './details-list';
import { TapBadges } from './tap-badges';
import { TravelDialog } from './travel-dialog';
import { useTripZones } from './trip-zone';

/**
 * The trip details modal (docs/behaviour/screens.md#trips): name, scheme and PAN, amount, id, first and last tap, valid from
 * and to, in the trip's own zone.
 */
export function TicketDetailsDialog({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t, i18n } = useTranslation('travels');
  const locale = useAccountLocale();
  const { card } = ticket;
  const zones = useTripZones();
  const zone = ticket.timeZone ?? zones.fallback;
  // The zone is named when it is not the device's (docs/behaviour/rules.md#dates-and-times).
  const time = (instant: Date) => {
    const text = formatDateTime(instant, locale, zone);
    return zone === zones.device ? text : t('tickets.inZone', { time: text, zone });
  };
  return (
    <TravelDialog title={t('tickets.details.title')} onClose={onClose}>
      <DetailsList
        rows={[
          [t('tickets.details.name'), fareNameIn(ticket, i18n.language)],
          [
            t('tickets.details.card'),
            <CardIdentity
              key="card"
              scheme={card.scheme}
              label={card.label}
              truncatedPan={card.truncatedPan}
              formFactor={card.formFactor}
            />,
          ],
          [
            t('tickets.details.amount'),
            <Box key="amount">
              {formatMoney(ticket.amount, locale)}
              {ticket.concession && <FeatureSlot name="concessionFare" ticket={ticket} detailed />}
              <FeatureSlot name="cappedFare" ticket={ticket} detailed />
            </Box>,
          ],
          [t('tickets.details.id'), ticket.id],
          [t('tickets.details.firstTap'), <TapBadges key="first" tap={ticket.firstTap} />],
          [t('tickets.details.lastTap'), <TapBadges key="last" tap={ticket.lastTap} />],
          [t('tickets.details.validFrom'), time(ticket.validFrom)],
          [t('tickets.details.validTo'), time(ticket.validTo)],
        ]}
      />
      <FeatureSlot name="tripClaim" ticket={ticket} detailed />
    </TravelDialog>
  );
}
