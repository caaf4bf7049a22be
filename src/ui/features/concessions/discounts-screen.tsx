import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { InnerPage } from '../../shared/inner-page';
import { useOffers } from '../../shared/operator-context';
import { QueryState } from '../../shared/query/query-state';
import { useBankCardsQuery } from '../../shared/server-state/cards-queries';
import { useConcessionsQuery } from '../../shared/server-state/concessions-queries';
import { ConcessionOfferCard } from './concession-offer-card';
import { OutcomeNote } from './outcome-note';
import { proofOutcomeIn, type ShownOutcome } from './proof-outcome';

/**
 * Discounts (docs/behaviour/screens.md#discounts): each concession the operator offers, what it takes off, how to prove
 * it and where the rider stands; the cards that carry it. For an operator without concessions, the page says so.
 */
export function DiscountsScreen() {
  const { t } = useTranslation('concessions', { useSuspense: true });
  const offered = useOffers('concessions');
  return <InnerPage title={t('title')}>{offered ? <OfferedDiscounts /> : <Text>{t('notOffered')}</Text>}</InnerPage>;
}

function OfferedDiscounts() {
  const { t } = useTranslation('concessions');
  const query = useConcessionsQuery();
  const cards = useBankCardsQuery().data ?? [];
  const [outcome, setOutcome] = useState<ShownOutcome | null>(proofOutcomeIn(useLocation().state));
  return (
    <Stack gap="5">
      <Text>{t('intro')}</Text>
      <OutcomeNote outcome={outcome} />
      <QueryState
        query={query}
        loading={<Skeleton height="40" rounded="lg" />}
        isEmpty={(page) => page === null || page.view.offers.length === 0}
        empty={<Text>{t('notOffered')}</Text>}
      >
        {(page) =>
          page && (
            <Stack as="ul" gap="5" listStyleType="none" ms="0">
              {page.view.offers.map((offer) => (
                <li key={offer.key}>
                  <ConcessionOfferCard offer={offer} page={page} cards={cards} onOutcome={setOutcome} />
                </li>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
