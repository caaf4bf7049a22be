import { Box, Button, chakra, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarDay } from '../../../core/shared/calendar-day';
import { formatCalendarDay } from '../../../core/shared/format-date-time';
import {
  findCharges,
  parseAmount,
  searchRange,
  travelDayOf,
  type StatementSearch,
} from '../../../core/travels/find-charge';
import { formatMoney } from '../../../core/travels/money';
import { ALL_STATUSES, type Payment } from '../../../core/travels/payment';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOffers, useOperator } from '../../shared/operator-context';
import { usePaymentsQuery } from '../../shared/server-state/travels-queries';

/**
 * "Find a charge from my bank statement" (docs/behaviour/operator-contract.md#charge-details): the amount and the date
 * of a statement line, or its reference; the matching payments across the rider's cards, each opening its details.
 * Nothing when the operator does not offer chargeDetails.
 */
export function FindCharge({ today, onOpen }: { today: CalendarDay; onOpen: (payment: Payment) => void }) {
  const { t } = useTranslation('travels');
  const offered = useOffers('chargeDetails');
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState('');
  const [reference, setReference] = useState('');
  const [search, setSearch] = useState<StatementSearch | null>(null);
  const [invalid, setInvalid] = useState(false);
  if (!offered) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = parseAmount(amount);
    const next: StatementSearch | null = reference.trim()
      ? { kind: 'reference', reference: reference.trim() }
      : minor !== null && /^\d{4}-\d{2}-\d{2}$/.test(date)
        ? { kind: 'line', amountMinor: minor, postedOn: date }
        : null;
    setInvalid(next === null);
    setSearch(next);
  };
  return (
    <Box as="section" aria-labelledby="find-charge" borderWidth="1px" rounded="md" p="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="sm" id="find-charge">
          {t('payments.find.title')}
        </Heading>
        <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('payments.find.hide') : t('payments.find.show')}
        </Button>
      </HStack>
      {open && (
        <Stack gap="4" mt="3">
          <Text fontSize="sm" color="fg.muted">
            {t('payments.find.hint')}
          </Text>
          <chakra.form onSubmit={submit} noValidate>
            <HStack gap="4" align="end" wrap="wrap">
              <Field.Root width={{ base: 'full', sm: '36' }}>
                <Field.Label>{t('payments.find.amount')}</Field.Label>
                <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
              </Field.Root>
              <Field.Root width={{ base: 'full', sm: '44' }}>
                <Field.Label>{t('payments.find.date')}</Field.Label>
                <Input type="date" max={today} value={date} onChange={(e) => setDate(e.currentTarget.value)} />
              </Field.Root>
              <Field.Root width={{ base: 'full', sm: '52' }}>
                <Field.Label>{t('payments.find.reference')}</Field.Label>
                <Input value={reference} onChange={(e) => setReference(e.currentTarget.value)} />
              </Field.Root>
              <Button type="submit">{t('payments.find.submit')}</Button>
            </HStack>
          </chakra.form>
          {/* Present, empty, before the first search: what a search finds is announced as it arrives. */}
          <Box role="status" aria-atomic="false" data-part="find-charge-answer">
            {invalid && <Text color="fg.error">{t('payments.find.incomplete')}</Text>}
            {search && <ChargeMatches search={search} today={today} onOpen={onOpen} />}
          </Box>
        </Stack>
      )}
    </Box>
  );
}

function ChargeMatches({
  search,
  today,
  onOpen,
}: {
  search: StatementSearch;
  today: CalendarDay;
  onOpen: (payment: Payment) => void;
}) {
  const { t } = useTranslation('travels');
  const locale = useAccountLocale();
  const { timeZone } = useOperator();
  const query = usePaymentsQuery(searchRange(search, today), ALL_STATUSES);
  if (query.isPending) return <Text color="fg.muted">{t('payments.find.searching')}</Text>;
  if (!query.data) return <Text color="fg.muted">{t('payments.find.failed')}</Text>;
  const found = findCharges(query.data, search, timeZone);
  if (found.length === 0)
    return (
      <Box>
        <Text fontWeight="medium">{t('payments.find.none')}</Text>
        <chakra.ul ps="5" fontSize="sm" listStyleType="disc">
          <li>{t('payments.find.checkCard')}</li>
          <li>{t('payments.find.checkWallet')}</li>
          <li>{t('payments.find.checkDate')}</li>
        </chakra.ul>
      </Box>
    );
  return (
    <Stack gap="2">
      <Text>{t('payments.find.found', { count: found.length })}</Text>
      <chakra.ul listStyleType="none" p="0" m="0" aria-label={t('payments.find.results')}>
        {found.map((payment) => (
          <chakra.li key={payment.id} py="1">
            <Button
              variant="outline"
              size="sm"
              h="auto"
              py="2"
              whiteSpace="normal"
              textAlign="start"
              onClick={() => onOpen(payment)}
            >
              {t('payments.find.match', {
                id: payment.shortId,
                amount: formatMoney(payment.amount, locale),
                day: formatCalendarDay(travelDayOf(payment, timeZone), locale),
                card: payment.card.truncatedPan,
              })}
            </Button>
          </chakra.li>
        ))}
      </chakra.ul>
    </Stack>
  );
}
