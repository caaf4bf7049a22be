import { Button, Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_KINDS, type ReportKind } from '../../../core/claims/claim-case';
import type { CaseAnswer, ReportSubject } from '../../../core/claims/claims';
import { MAX_REPORT_TEXT } from '../../../core/claims/report-charge-problem';
import { BusyButton } from '../../shared/busy-button';
import { FormAlert } from '../../shared/form/form-alert';
import { useReportProblem } from '../../shared/server-state/claims-mutations';
import { CaseAnswerRegion } from './case-answer-note';

/** "Report a problem" with a trip or a payment: what went wrong and a short text; it becomes a case the operator decides. */
export function ReportProblem({ subject }: { subject: ReportSubject }) {
  const [answer, setAnswer] = useState<CaseAnswer | null>(null);
  return (
    <>
      {answer?.kind !== 'opened' && <ReportOffer subject={subject} answer={answer} onAnswer={setAnswer} />}
      <CaseAnswerRegion answer={answer} />
    </>
  );
}

function ReportOffer({
  subject,
  answer,
  onAnswer,
}: {
  subject: ReportSubject;
  answer: CaseAnswer | null;
  onAnswer: (answer: CaseAnswer) => void;
}) {
  const { t } = useTranslation('claims');
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button alignSelf="flex-start" variant="outline" onClick={() => setOpen(true)}>
        {t('report.open')}
      </Button>
    );
  return (
    <ReportForm
      subject={subject}
      refused={answer?.kind === 'refused' ? answer.reason : null}
      onAnswer={onAnswer}
      onCancel={() => setOpen(false)}
    />
  );
}

interface ReportFormProps {
  readonly subject: ReportSubject;
  readonly refused: string | null;
  readonly onAnswer: (answer: CaseAnswer) => void;
  readonly onCancel: () => void;
}

function ReportForm({ subject, refused, onAnswer, onCancel }: ReportFormProps) {
  const { t } = useTranslation('claims');
  const report = useReportProblem();
  const [kind, setKind] = useState<ReportKind>('card_clash');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const tooLong = text.trim().length > MAX_REPORT_TEXT;
  const submit = async () => {
    setBusy(true);
    const answer = await report({ kind, subject, text });
    setBusy(false);
    if (answer) onAnswer(answer);
  };
  return (
    <Stack
      as="form"
      gap="3"
      aria-label={t('report.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text fontWeight="semibold">{t('report.title')}</Text>
      <RadioGroup.Root value={kind} onValueChange={(event) => setKind(event.value as ReportKind)} name="kind">
        <RadioGroup.Label fontWeight="semibold">{t('report.kind')}</RadioGroup.Label>
        <Stack gap="2" mt="2">
          {REPORT_KINDS.map((option) => (
            <RadioGroup.Item key={option} value={option}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`kind.${option}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Field.Root invalid={tooLong}>
        <Field.Label fontWeight="semibold">{t('report.text')}</Field.Label>
        <Textarea name="text" value={text} rows={3} onChange={(event) => setText(event.currentTarget.value)} />
        <Field.HelperText>{t('report.count', { count: text.trim().length, max: MAX_REPORT_TEXT })}</Field.HelperText>
        <Field.ErrorText>{t('refusal.text_too_long')}</Field.ErrorText>
      </Field.Root>
      <FormAlert message={refused ? t(`refusal.${refused}`) : undefined} />
      <Stack direction="row" gap="3" flexWrap="wrap">
        <BusyButton type="submit" colorPalette="brand" busy={busy} disabled={tooLong}>
          {t('report.submit')}
        </BusyButton>
        <Button variant="outline" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
