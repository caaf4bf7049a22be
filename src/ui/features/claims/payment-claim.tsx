import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/travels/money';
import type { Payment } from '../../../core/travels/payment';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOffers } from '../../shared/operator-context';
import { CaseOfSubject } from './case-of-subject';
import { ReportProblem } from './report-problem';

/**
 * A payment's claim side (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported): a refund line
 * says "Refund"; a charge a credit reduced says by how much; in its details, what the refund was for and "Report a
 * problem" (not for a refund line). Nothing when the operator does not offer claims.
 */
export function PaymentClaim({ payment, detailed = false }: { payment: Payment; detailed?: boolean }) {
  const offered = useOffers('claims');
  if (!offered) return null;
  return detailed ? <PaymentClaimDetails payment={payment} /> : <PaymentClaimFlag payment={payment} />;
}

function PaymentClaimFlag({ payment }: { payment: Payment }) {
  const { t } = useTranslation('claims', { useSuspense: true });
  const locale = useAccountLocale();
  if (payment.refund)
    return (
      <Badge colorPalette="green" variant="solid" ms="1">
        {t('payment.refund')}
      </Badge>
    );
  const credited = payment.credits?.reduce((sum, credit) => sum + credit.amount.minor, 0) ?? 0;
  if (credited === 0) return null;
  return (
    <Text as="span" display="block" fontSize="sm" color="fg.muted">
      {t('payment.credited', { amount: formatMoney({ minor: credited, currency: payment.amount.currency }, locale) })}
    </Text>
  );
}

function PaymentClaimDetails({ payment }: { payment: Payment }) {
  const { t } = useTranslation('claims', { useSuspense: true });
  const locale = useAccountLocale();
  const { refund, credits = [] } = payment;
  return (
    <Stack gap="3" mt="4" pt="4" borderTopWidth="1px" borderColor="border">
      {refund && (
        <Text>
          {refund.of
            ? t('payment.refundOf', { id: refund.caseId, payment: refund.of })
            : t('payment.refundFor', { id: refund.caseId })}
        </Text>
      )}
      {credits.map((credit) => (
        <Text key={credit.caseId}>
          {t('payment.creditFor', { amount: formatMoney(credit.amount, locale), id: credit.caseId })}
        </Text>
      ))}
      {refund ? (
        <CaseOfSubject caseId={refund.caseId} />
      ) : (
        <ReportProblem subject={{ paymentShortId: payment.shortId }} />
      )}
    </Stack>
  );
}
