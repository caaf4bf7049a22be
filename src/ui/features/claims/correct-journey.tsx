import { Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { correctionEligibility } from '../../../core/claims/claim-eligibility';
import type { ClaimRules } from '../../../core/claims/claim-rules';
import type { CaseAnswer } from '../../../core/claims/claims';
import { refundPreview } from '../../../core/claims/refund-preview';
import { stationOf } from '../../../core/claims/suggest-exit';
import { Clock } from '../../../core/shared/clock';
import { formatCalendarDay } from '../../../core/shared/format-date-time';
import { formatMoney } from '../../../core/travels/money';
import type { Ticket } from '../../../core/travels/ticket';
import { useUseCase } from '../../shared/di/use-use-case';
import { BusyButton } from '../../shared/busy-button';
import { FormAlert } from '../../shared/form/form-alert';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useClaimCorrection } from '../../shared/server-state/claims-mutations';
import { useCasesQuery, useClaimRulesQuery } from '../../shared/server-state/claims-queries';
import { CaseAnswerRegion } from './case-answer-note';
import { useSuggestedExit } from './use-suggested-exit';

/**
 * "Correct this journey": the operator's rules first, then where the rider left — the exit of their regular journey
 * suggested — and the refund before they submit. Why a correction cannot be claimed, when it cannot.
 */
export function CorrectJourney({ ticket }: { ticket: Ticket }) {
  const [answer, setAnswer] = useState<CaseAnswer | null>(null);
  return (
    <>
      {answer?.kind !== 'opened' && <CorrectionOffer ticket={ticket} answer={answer} onAnswer={setAnswer} />}
      <CaseAnswerRegion answer={answer} />
    </>
  );
}

interface CorrectionOfferProps {
  readonly ticket: Ticket;
  readonly answer: CaseAnswer | null;
  readonly onAnswer: (answer: CaseAnswer) => void;
}

function CorrectionOffer({ ticket, answer, onAnswer }: CorrectionOfferProps) {
  const { t } = useTranslation('claims');
  const [open, setOpen] = useState(false);
  const rules = useClaimRulesQuery().data;
  const cases = useCasesQuery().data;
  const clock = useUseCase(Clock);
  if (!rules || !cases) return null;
  const eligibility = correctionEligibility(ticket, rules, cases, clock.now());
  if (eligibility.kind === 'refused')
    return eligibility.reason === 'already_claimed' ? null : <Text>{t(`refusal.${eligibility.reason}`)}</Text>;
  if (!open)
    return (
      <Button alignSelf="flex-start" colorPalette="brand" onClick={() => setOpen(true)}>
        {t('correct.open')}
      </Button>
    );
  return (
    <CorrectionForm
      ticket={ticket}
      rules={rules}
      deadline={eligibility.deadline}
      claimsLeft={eligibility.claimsLeft}
      refused={answer?.kind === 'refused' ? answer.reason : null}
      onAnswer={onAnswer}
      onCancel={() => setOpen(false)}
    />
  );
}

interface CorrectionFormProps {
  readonly ticket: Ticket;
  readonly rules: ClaimRules;
  readonly deadline: string;
  readonly claimsLeft: number;
  readonly refused: string | null;
  readonly onAnswer: (answer: CaseAnswer) => void;
  readonly onCancel: () => void;
}

function CorrectionForm({ ticket, rules, deadline, claimsLeft, refused, onAnswer, onCancel }: CorrectionFormProps) {
  const { t } = useTranslation('claims');
  const locale = useAccountLocale();
  const claim = useClaimCorrection();
  const entry = stationOf(ticket.firstTap);
  const exits = useMemo(() => rules.stations.filter((station) => station.station !== entry), [rules, entry]);
  const suggested = useSuggestedExit(ticket, rules);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const exit = chosen ?? suggested?.station ?? '';
  const refund = refundPreview(ticket);
  const submit = async () => {
    setBusy(true);
    const answer = await claim({ ticket, exitStation: exit, rules });
    setBusy(false);
    if (answer) onAnswer(answer);
  };
  return (
    <Stack
      as="form"
      gap="3"
      aria-label={t('correct.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text fontWeight="semibold">{t('correct.title')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('correct.rules', { deadline: formatCalendarDay(deadline, locale), count: claimsLeft })}
      </Text>
      <Text>{t('correct.entry', { station: entry ?? '—' })}</Text>
      <Field.Root required>
        <Field.Label fontWeight="semibold">{t('correct.exit')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="exit"
            value={exit}
            aria-describedby={suggested ? hintId : undefined}
            onChange={(event) => setChosen(event.currentTarget.value)}
          >
            {exit === '' && <option value="">{t('correct.choose')}</option>}
            {exits.map((station) => (
              <option key={station.station} value={station.station}>
                {t('correct.station', { station: station.station, line: station.line })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator aria-hidden="true" />
        </NativeSelect.Root>
        {suggested && (
          <Field.HelperText id={hintId}>
            {t('correct.suggested', { station: suggested.station, entry })}
          </Field.HelperText>
        )}
      </Field.Root>
      {refund && (
        <Text fontWeight="semibold">
          {t('correct.preview', {
            fare: formatMoney(ticket.incomplete?.expected ?? ticket.amount, locale),
            refund: formatMoney(refund, locale),
          })}{' '}
          {t(`rules.${rules.refundMethod}`)}
        </Text>
      )}
      <FormAlert message={refused ? t(`refusal.${refused}`) : undefined} />
      <Stack direction="row" gap="3" flexWrap="wrap">
        <BusyButton type="submit" colorPalette="brand" busy={busy} disabled={exit === ''}>
          {t('correct.submit')}
        </BusyButton>
        <Button variant="outline" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
