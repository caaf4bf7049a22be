import { Alert, Button, CloseButton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { BankCard } from '../../../core/cards/bank-card';
import { DataTable } from '../../shared/data-table/data-table';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { InnerPage } from '../../shared/inner-page';
import { PATHS } from '../../shared/paths';
import { QueryState } from '../../shared/query/query-state';
import { FeatureSlot, useSlotFilled } from '../../shared/routing/feature-slots';
import { useOffers } from '../../shared/operator-context';
import { useRemoveBankCard } from '../../shared/server-state/cards-mutations';
import { useBankCardsQuery } from '../../shared/server-state/cards-queries';
import { useToasts } from '../../shared/toaster';
import { SCHEME_NAMES } from '../../shared/cards/scheme-logo';
import { bankCardColumns } from './bank-card-columns';
import { CardDetailsDialog } from './card-details-dialog';
import { declinedIn } from './declined-state';
import { EmptyCards } from './empty-cards';
import { RemoveCardDialog } from './remove-card-dialog';

/** The rider's bank cards (docs/behaviour/screens.md#bank-cards): add, list, details, removal with its trips and payments. */
export function BankCardsScreen() {
  const { t } = useTranslation('cards', { useSuspense: true });
  const locale = useAccountLocale();
  const query = useBankCardsQuery();
  const [details, setDetails] = useState<BankCard | null>(null);
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const [busy, setBusy] = useState(false);
  const { state, pathname } = useLocation();
  const navigate = useNavigate();
  const declined = declinedIn(state);
  const removeBankCard = useRemoveBankCard();
  const toasts = useToasts();
  const toggle = (card: BankCard) => setRemoving((current) => (current?.id === card.id ? null : card));
  // Each card's state at the gates, a column of the one list, where the operator tells it.
  const offered = useOffers('cardStatus');
  const filled = useSlotFilled('cardState');
  const gates = offered && filled;
  const columns = useMemo(
    () => bankCardColumns(t, locale, { removing: removing?.id ?? null, toggle }, gates),
    [t, locale, removing, gates],
  );

  const remove = async (card: BankCard) => {
    setBusy(true);
    const removed = await removeBankCard(card.id);
    setBusy(false);
    setRemoving(null);
    if (removed) toasts.notify(t('remove.done'));
  };

  return (
    <InnerPage title={t('title')}>
      <Stack gap="5">
        {declined && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator aria-hidden="true" />
            <Alert.Content>
              <Alert.Title>{t('common:declined.title')}</Alert.Title>
              <Alert.Description>{t(`common:declined.${declined}`)}</Alert.Description>
            </Alert.Content>
            <CloseButton
              size="sm"
              aria-label={t('common:declined.dismiss')}
              onClick={() => void navigate(pathname, { replace: true, state: null })}
            />
          </Alert.Root>
        )}
        <Button asChild alignSelf="flex-start" size="lg">
          <RouterLink to={PATHS.addBankCard}>{t('add')}</RouterLink>
        </Button>
        <Text color="fg.muted" fontSize="sm">
          {t('walletHint')}
        </Text>
        <FeatureSlot name="pendingPayments" />
        <QueryState
          query={query}
          loading={
            <DataTable rows={undefined} columns={columns} getRowId={cardId} label={t('tableLabel')} empty={null} />
          }
        >
          {(cards) => (
            <DataTable
              rows={cards}
              columns={columns}
              getRowId={cardId}
              label={t('tableLabel')}
              initialSort={{ id: 'date', desc: true }}
              empty={<EmptyCards />}
              onRowActivate={setDetails}
              rowName={(card) => [SCHEME_NAMES[card.scheme], card.label, card.truncatedPan].filter(Boolean).join(' ')}
              searchLabel={t('search')}
            />
          )}
        </QueryState>
      </Stack>
      {details && <CardDetailsDialog card={details} onClose={() => setDetails(null)} />}
      {removing && (
        <RemoveCardDialog
          card={removing}
          removing={busy}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        />
      )}
    </InnerPage>
  );
}

const cardId = (card: BankCard) => String(card.id);
