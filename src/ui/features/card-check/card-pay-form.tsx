import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PayCheckedCard } from '../../../core/card-check/check-a-card';
import { formatMoney, type Money } from '../../../core/travels/money';
import { BusyButton } from '../../shared/busy-button';
import { useUseCase } from '../../shared/di/use-use-case';
import { EmailField } from '../../shared/form/email-field';
import { FormAlert } from '../../shared/form/form-alert';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useAction } from '../../shared/hooks/use-action';
import { payRefusalText, type Note } from './outcome-notes';

/**
 * Pay what this card owes (docs/behaviour/screens.md#check-a-card): on the provider's hosted page, the amount the
 * operator computes; the receipt mailed to the address typed here, which nothing keeps.
 */
export function CardPayForm({
  amount,
  onRefused,
}: {
  readonly amount: Money;
  /** The access ended or nothing is owed any more: the card is read again and the page says why. */
  readonly onRefused: (note: Note) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('card-check');
  const locale = useAccountLocale();
  const run = useAction();
  const pay = useUseCase(PayCheckedCard);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setProblem(undefined);
    const outcome = await run(() => pay.execute(email, i18n.language));
    if (outcome?.kind === 'opened') return;
    setBusy(false);
    if (outcome?.kind !== 'refused') return;
    const text = payRefusalText(t, outcome.reason);
    if (outcome.reason === 'invalid-email') setError(text);
    else if (outcome.reason === 'throttled') setProblem(text);
    else await onRefused({ tone: 'info', text, ...(outcome.reason === 'belongs-to-account' ? { logIn: true } : {}) });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="card-pay">
      <Stack gap="4">
        <Heading as="h2" size="lg" id="card-pay">
          {t('pay.heading')}
        </Heading>
        <Text>{t('pay.lead')}</Text>
        <FormAlert message={problem} />
        <EmailField label={t('pay.email')} value={email} onValueChange={setEmail} error={error} required />
        <BusyButton
          type="submit"
          size="lg"
          colorPalette="brand"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          busy={busy}
          busyText={t('pay.opening')}
        >
          {t('pay.submit', { amount: formatMoney(amount, locale) })}
        </BusyButton>
      </Stack>
    </form>
  );
}
