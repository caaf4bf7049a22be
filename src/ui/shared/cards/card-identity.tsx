import { HStack, VisuallyHidden } from '@chakra-ui/react';
import { STATIC_CLASSES } from '../static-styles';
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

/**
 * How a card is shown in a dialog: the scheme's logo, the truncated PAN, and the phone mark for a wallet — wrapping
 * onto a second line when the dialog is narrow (320 px), the number itself broken if it must, never cut.
 */
export function CardIdentity(props: CardIdentityProps) {
  const { t } = useTranslation('common');
  return <CardIdentityView {...props} deviceLabel={t('device')} wrap />;
}

/** The same, its words given: a table renders it in every row without a translation hook each. */
export function CardIdentityView({
  scheme,
  label,
  truncatedPan,
  formFactor,
  deviceLabel,
  wrap = false,
}: CardIdentityProps & { readonly deviceLabel: string; readonly wrap?: boolean }) {
  return (
    <span className={wrap ? `${STATIC_CLASSES.card} ${STATIC_CLASSES.cardWrap}` : STATIC_CLASSES.card}>
      <SchemeLogo scheme={scheme} label={label} />
      <span className={STATIC_CLASSES.pan}>{truncatedPan}</span>
      {formFactor === 'device' && (
        <HStack as="span" gap="1" color="fg.muted" title={deviceLabel}>
          <PhoneIcon boxSize="4" />
          <VisuallyHidden>{deviceLabel}</VisuallyHidden>
        </HStack>
      )}
    </span>
  );
}
