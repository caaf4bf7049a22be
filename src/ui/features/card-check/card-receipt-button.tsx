import { IconButton } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BuildCheckedCardReceipt } from '../../../core/card-check/card-access';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useAction } from '../../shared/hooks/use-action';
import { ReceiptIcon } from '../../shared/icons/receipt-icon';
import { useReceiptDownload } from '../../shared/receipts/use-receipt-download';
import { useToasts } from '../../shared/toaster';

const TAP_KEYS = new Set(['station', 'line', 'gate']);

/** A paid payment's receipt as a PDF, as an account's receipts are made (docs/behaviour/rules.md#receipts). */
export function CardReceiptButton({ shortId }: { readonly shortId: string }) {
  const { t, i18n } = useTranslation('card-check');
  const { t: operatorText } = useTranslation('operator');
  const locale = useAccountLocale();
  const run = useAction();
  const toasts = useToasts();
  const build = useUseCase(BuildCheckedCardReceipt);
  const conditions = i18n.exists('operator:conditionsOfCarriage')
    ? operatorText('conditionsOfCarriage')
    : t('receipt.conditions');
  const tapKey = useMemo(() => (key: string) => (TAP_KEYS.has(key) ? t(`taps.${key}`) : key), [t]);
  const { downloading, download } = useReceiptDownload(conditions, t, tapKey);
  const press = async () => {
    const answer = await run(() => build.execute(shortId, locale, i18n.language));
    if (answer?.kind === 'receipt') await download(answer.receipt);
    else if (answer?.kind === 'not-found') toasts.notify(t('paid.noAccess'), 'error');
  };
  return (
    <IconButton
      size="sm"
      variant="outline"
      bg="bg"
      aria-label={t('payments.receipt', { id: shortId })}
      aria-busy={downloading || undefined}
      onClick={() => void (downloading ? undefined : press())}
    >
      <ReceiptIcon />
    </IconButton>
  );
}
