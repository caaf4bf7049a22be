import { Alert, CloseButton, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { offerTexts } from '../../../core/concessions/offer-texts';
import { Storage } from '../../../core/shared/storage';
import { useUseCase } from '../../shared/di/use-use-case';
import { useSession } from '../../shared/hooks/use-session';
import { useOffers } from '../../shared/operator-context';
import { PATHS } from '../../shared/paths';
import { useConcessionsQuery } from '../../shared/server-state/concessions-queries';

/** Where a rider's dismissed hints are kept on the device: the concessions they said no to, comma-separated. */
const dismissedKey = (accountId: number) => `tapway.concession-hint.${accountId}`;

/**
 * The dashboard's hint to a rider who may qualify (docs/behaviour/screens.md#discounts): an age concession the
 * account's own date of birth reaches and that the rider does not hold (the operator's `may_qualify`), named, with the
 * way to Discounts. Read after the dashboard's first paint, loaded with this piece. Dismissed, it stays so on this
 * device for those concessions; nothing without the extension or without one to suggest.
 */
export function ConcessionHint() {
  return useOffers('concessions') ? <OfferedHint /> : null;
}

function OfferedHint() {
  const { t, i18n } = useTranslation('concessions', { useSuspense: true });
  const view = useConcessionsQuery().data?.view;
  const storage = useUseCase(Storage);
  const accountId = useSession()?.id ?? 0;
  const [dismissed, setDismissed] = useState(() => (storage.read(dismissedKey(accountId)) ?? '').split(','));
  const offers = (view?.offers ?? []).filter(
    (offer) => view?.mayQualify.includes(offer.key) && !dismissed.includes(offer.key),
  );
  if (offers.length === 0) return null;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dismiss = () => {
    const keys = [...new Set([...dismissed, ...offers.map((offer) => offer.key)])].filter(Boolean);
    storage.write(dismissedKey(accountId), keys.join(','));
    setDismissed(keys);
  };
  return (
    <Alert.Root status="info" role="note" aria-label={t('hint.title')}>
      <Alert.Indicator aria-hidden="true" />
      <Alert.Content>
        <Alert.Title>{t('hint.title')}</Alert.Title>
        <Alert.Description>
          {t('hint.body', { names: offers.map((offer) => offerTexts(offer, language).name).join(', ') })}{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={PATHS.discounts}>{t('hint.link')}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t('hint.dismiss')} onClick={dismiss} />
    </Alert.Root>
  );
}
