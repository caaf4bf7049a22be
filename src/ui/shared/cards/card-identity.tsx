import { HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CardScheme } from '../../../core/cards/card-scheme';
import type { FormFactor } from '../../../core/cards/bank-card';
import { PhoneIcon } from './phone-icon';
import { SchemeLogo } from './scheme-logo';

export interface CardIdentityProps {
  readonly scheme: CardScheme;
  readonly label: string;
  readonly truncatedPan: string;
  readonly formFactor: FormFactor;
}

/** How a card is shown everywhere: the scheme's logo, the truncated PAN, and the phone mark for a wallet. */
export function CardIdentity({ scheme, label, truncatedPan, formFactor }: CardIdentityProps) {
  const { t } = useTranslation('cards');
  return (
    <HStack gap="2" minW="0">
      <SchemeLogo scheme={scheme} label={label} />
      <Text as="span" fontFamily="mono" fontSize="sm" whiteSpace="nowrap">
        {truncatedPan}
      </Text>
      {formFactor === 'device' && (
        <HStack as="span" gap="1" color="fg.muted" title={t('device')}>
          <PhoneIcon boxSize="4" />
          <VisuallyHidden>{t('device')}</VisuallyHidden>
        </HStack>
      )}
    </HStack>
  );
}
