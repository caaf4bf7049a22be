import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ConcessionRequest } from '../../../core/concessions/concession';
import type { ConcessionStanding } from '../../../core/concessions/list-concessions';
import { formatCalendarDay } from '../../../core/shared/format-date-time';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';

/** Where the rider stands with one concession: theirs (until when), its renewal open, run out, asked for, refused. */
export function StandingLine({
  standing,
  request,
}: {
  readonly standing: ConcessionStanding | undefined;
  readonly request: ConcessionRequest | undefined;
}) {
  const { t } = useTranslation('concessions');
  const locale = useAccountLocale();
  const day = (value: string) => formatCalendarDay(value, locale);
  if (standing) {
    const { state } = standing;
    const text =
      state.kind === 'expired'
        ? t('standing.expired', { date: day(state.on) })
        : state.kind === 'renewalOpen'
          ? t('standing.renewalOpen', { date: day(state.until) })
          : state.until === null
            ? t('standing.forLife')
            : t('standing.until', { date: day(state.until) });
    return (
      <Text fontWeight="semibold" color={state.kind === 'holds' ? 'green.700' : 'orange.700'}>
        {text}
      </Text>
    );
  }
  if (request?.status === 'inReview') return <Text fontWeight="semibold">{t('standing.inReview')}</Text>;
  if (request?.status === 'refused')
    return <Text color="red.700">{t('standing.refused', { reason: request.reason ?? t('standing.noReason') })}</Text>;
  return null;
}
