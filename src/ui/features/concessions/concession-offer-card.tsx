import { Card, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '../../../core/cards/bank-card';
import type { ConcessionOffer } from '../../../core/concessions/concession';
import type { ConcessionsPage } from '../../../core/concessions/list-concessions';
import { ConcessionCards } from './concession-cards';
import { offerTexts } from '../../../core/concessions/offer-texts';
import { ProofActions } from './proof-actions';
import type { ShownOutcome } from './proof-outcome';
import { StandingLine } from './standing-line';

export interface ConcessionOfferCardProps {
  readonly offer: ConcessionOffer;
  readonly page: ConcessionsPage;
  readonly cards: readonly BankCard[];
  readonly onOutcome: (outcome: ShownOutcome) => void;
}

/** One concession: its words, what it takes off and for how long, where the rider stands, the proof and the cards. */
export function ConcessionOfferCard({ offer, page, cards, onOutcome }: ConcessionOfferCardProps) {
  const { t, i18n } = useTranslation('concessions');
  const texts = offerTexts(offer, i18n.resolvedLanguage ?? i18n.language);
  const standing = page.standings.find((candidate) => candidate.concession.key === offer.key);
  const request = page.view.requests.find((candidate) => candidate.key === offer.key);
  const holds = standing !== undefined && standing.state.kind !== 'expired';
  const mayProve = !holds || standing.state.kind === 'renewalOpen';
  const headingId = `concession-${offer.key}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Card.Title as="h2" id={headingId}>
          {texts.name}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text>{texts.description}</Text>
          <Text>
            {t('offer.discount', { percent: offer.percentOff })} {t(`offer.validity.${offer.validity}`)}
          </Text>
          <StandingLine standing={standing} request={request} />
          {holds && standing && (
            <ConcessionCards
              concession={standing.concession}
              cards={cards}
              cardsLeft={page.cardsLeft}
              name={texts.name}
            />
          )}
          {mayProve && request?.status !== 'inReview' && (
            <ProofActions offer={offer} name={texts.name} renewing={holds} onOutcome={onOutcome} />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
