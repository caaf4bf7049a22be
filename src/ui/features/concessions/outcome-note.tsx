import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ShownOutcome } from './proof-outcome';

/**
 * What a proof came to, said where the rider's eyes are: granted (a status), under review (a status) or refused, with
 * the reason and what to do (an alert). Nothing before a proof.
 */
export function OutcomeNote({ outcome }: { readonly outcome: ShownOutcome | null }) {
  const { t } = useTranslation('concessions');
  if (!outcome) return <div role="status" aria-live="polite" />;
  const refused = outcome.kind === 'refused';
  return (
    <Alert.Root
      status={refused ? 'error' : outcome.kind === 'approved' ? 'success' : 'info'}
      role={refused ? 'alert' : 'status'}
    >
      <Alert.Indicator aria-hidden="true" />
      <Alert.Content>
        <Alert.Title>{t(`outcome.${outcome.kind}.title`)}</Alert.Title>
        <Alert.Description>
          {outcome.kind === 'refused' ? t(`refusal.${outcome.reason}`) : t(`outcome.${outcome.kind}.text`)}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
