import { Alert, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { BusyButton } from '../../shared/busy-button';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '../../../core/travels/receipt';
import { CardIdentity } from '../../shared/cards/card-identity';
import { DownloadIcon } from '../../shared/icons/download-icon';
import { useOperator } from '../../shared/operator-context';
import { QueryState } from '../../shared/query/query-state';
import { ReceiptLines } from './receipt-lines';
import { receiptNoteText } from '../../shared/receipts/receipt-note-text';
import { TravelDialog } from './travel-dialog';
import { useReceiptQuery } from '../../shared/server-state/travels-queries';
import { receiptZones, useReceiptDownload } from '../../shared/receipts/use-receipt-download';
import { useTapKey } from './tap-badges';
import { useReceiptConcession } from './receipt-concession';

/** The receipt modal (docs/behaviour/rules.md#receipts): logo and number, holder, card, the trips with their local times, the total, the conditions, the PDF. */
export function ReceiptDialog({ shortId, onClose }: { shortId: string; onClose: () => void }) {
  const { t } = useTranslation('travels');
  const { t: operatorText, i18n } = useTranslation('operator');
  const operator = useOperator();
  const query = useReceiptQuery(shortId);
  const conditions = i18n.exists('operator:conditionsOfCarriage')
    ? operatorText('conditionsOfCarriage')
    : t('receipt.conditions');
  const { downloading, download } = useReceiptDownload(conditions, t, useTapKey(), useReceiptConcession());
  const receipt = query.data?.kind === 'receipt' ? query.data.receipt : null;
  return (
    <TravelDialog
      size="xl"
      onClose={onClose}
      title={
        <Stack gap="3">
          <Image src={operator.logoUrl} alt={operator.name} height="8" width="auto" alignSelf="flex-start" />
          <span>{t('receipt.title', { id: shortId })}</span>
        </Stack>
      }
      actions={
        receipt && (
          <BusyButton onClick={() => void download(receipt)} busy={downloading} busyText={t('receipt.downloading')}>
            <DownloadIcon />
            {t('receipt.download')}
          </BusyButton>
        )
      }
    >
      <QueryState query={query} loading={<ReceiptSkeleton label={t('receipt.loading')} />}>
        {(answer) =>
          answer.kind === 'not-found' ? (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator aria-hidden="true" />
              <Alert.Title>{t('receipt.notFound')}</Alert.Title>
            </Alert.Root>
          ) : (
            <ReceiptBody receipt={answer.receipt} conditions={conditions} />
          )
        }
      </QueryState>
    </TravelDialog>
  );
}

function ReceiptBody({ receipt, conditions }: { receipt: Receipt; conditions: string }) {
  const { t } = useTranslation('travels');
  const { card } = receipt;
  const issuer = useOperator().legalIdentity;
  return (
    <Stack gap="5">
      <Stack gap="2">
        {issuer && (
          <Text fontSize="sm" color="fg.muted">
            {issuer.legalName}
            {issuer.vatNumber && ` · ${t('receipt.vatNumber')}${t('receipt.colon')}${issuer.vatNumber}`}
          </Text>
        )}
        <Text>
          <Text as="span" color="fg.muted">
            {t('receipt.holder')}
            {t('receipt.colon')}
          </Text>
          <Text as="span" fontWeight="semibold">
            {receipt.holder}
          </Text>
        </Text>
        <HStack gap="2">
          <Text as="span" color="fg.muted">
            {t('receipt.card')}
            {t('receipt.colon').trimEnd()}
          </Text>
          <CardIdentity
            scheme={card.scheme}
            label={card.label}
            truncatedPan={card.truncatedPan}
            formFactor={card.formFactor}
          />
        </HStack>
        {receipt.paidAt && (
          <Text>
            <Text as="span" color="fg.muted">
              {t('receipt.paidAt')}
              {t('receipt.colon')}
            </Text>
            <Text as="span" fontWeight="semibold">
              {receipt.paidAt}
            </Text>
          </Text>
        )}
        {receipt.notes.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none" aria-label={t('receipt.notes')}>
            {receipt.notes.map((note, index) => (
              <Text as="li" key={index}>
                {receiptNoteText(note, t)}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
      <ReceiptLines receipt={receipt} />
      <HStack
        justify="space-between"
        borderTopWidth="2px"
        pt="2"
        fontWeight="bold"
        role="group"
        aria-label={t('receipt.total')}
      >
        <Text as="span">{t('receipt.total')}</Text>
        <Text as="span" whiteSpace="nowrap">
          {receipt.total}
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('receipt.timeZone', { zones: receiptZones(receipt) })}
      </Text>
      <Text fontSize="sm">{conditions}</Text>
    </Stack>
  );
}

function ReceiptSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="3" aria-busy="true" aria-label={label}>
      <Skeleton height="5" width="60%" />
      <Skeleton height="5" width="40%" />
      <Skeleton height="32" />
    </Stack>
  );
}
