import { Box, chakra, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '../../../core/travels/receipt';
import { useReceiptConcession } from './receipt-concession';
import { TapBadges } from './tap-badges';

/**
 * A receipt's trips: a table from tablet width, a list on a phone (each trip's fare, times, amount
 * and taps one under another), so nothing hides in a sideways scroll.
 */
export function ReceiptLines({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('travels');
  const concessionOf = useReceiptConcession();
  const label = t('receipt.trips');
  return (
    <>
      <Box hideBelow="md" borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('receipt.columns.fare')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('receipt.columns.validFrom')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('receipt.columns.validTo')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('receipt.columns.amount')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('receipt.columns.location')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {receipt.lines.map((line, index) => (
              <Table.Row key={index}>
                <Table.Cell>
                  {line.fare}
                  <ConcessionNote text={concessionOf(line)} />
                </Table.Cell>
                <Table.Cell>{line.validFrom}</Table.Cell>
                <Table.Cell>{line.validTo}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {line.amount}
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="1.5">
                    <TapBadges tap={line.firstTap} />
                    <Separator />
                    <TapBadges tap={line.lastTap} />
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <chakra.ul hideFrom="md" listStyleType="none" p="0" m="0" aria-label={label}>
        {receipt.lines.map((line, index) => (
          <chakra.li key={index} borderBottomWidth="1px" py="3">
            <Stack gap="1.5">
              <Stack direction="row" justify="space-between" fontWeight="semibold">
                <Text as="span">{line.fare}</Text>
                <Text as="span" whiteSpace="nowrap">
                  {line.amount}
                </Text>
              </Stack>
              <ConcessionNote text={concessionOf(line)} />
              <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
                <chakra.dt color="fg.muted">{t('receipt.columns.validFrom')}</chakra.dt>
                <chakra.dd>{line.validFrom}</chakra.dd>
                <chakra.dt color="fg.muted">{t('receipt.columns.validTo')}</chakra.dt>
                <chakra.dd>{line.validTo}</chakra.dd>
              </chakra.dl>
              <TapBadges tap={line.firstTap} />
              <TapBadges tap={line.lastTap} />
            </Stack>
          </chakra.li>
        ))}
      </chakra.ul>
    </>
  );
}

/** A concession trip's note under its fare; nothing at the full fare. */
function ConcessionNote({ text }: { text: string | null }) {
  return text ? (
    <Text as="span" display="block" fontSize="sm" color="fg.muted">
      {text}
    </Text>
  ) : null;
}
