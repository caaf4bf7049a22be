import { Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConcessionOffer, ConcessionProof } from '../../../core/concessions/concession';
import { BusyButton } from '../../shared/busy-button';
import { PATHS } from '../../shared/paths';
import { useConcessionActions } from '../../shared/server-state/concession-actions';
import type { ShownOutcome } from './proof-outcome';

export interface ProofActionsProps {
  readonly offer: ConcessionOffer;
  readonly name: string;
  /** The concession holds with its renewal open: proving again renews it. */
  readonly renewing: boolean;
  readonly onOutcome: (outcome: ShownOutcome) => void;
}

/**
 * "Check my eligibility", one way per proof the concession takes: a digital identity or a directory at the provider's
 * page (the rider comes back to the proof's return page), or the operator's check — a reference typed, or a request
 * for its review.
 */
export function ProofActions({ offer, name, renewing, onOutcome }: ProofActionsProps) {
  const { t } = useTranslation('concessions');
  const { prove } = useConcessionActions();
  const [busy, setBusy] = useState<ConcessionProof | 'review' | null>(null);
  const [reference, setReference] = useState('');
  const [missing, setMissing] = useState(false);
  // Ark links the error only through aria-errormessage, which few screen readers announce (as TextField).
  const errorId = useId();
  const hintId = useId();
  const start = async (proof: ConcessionProof, typed?: string, as: ConcessionProof | 'review' = proof) => {
    if (busy) return;
    setBusy(as);
    const outcome = await prove({
      concessionKey: offer.key,
      proof,
      ...(typed === undefined ? {} : { reference: typed }),
      ...(proof === 'operatorCheck' ? {} : { returnUrl: `${window.location.origin}${PATHS.discountsProof}` }),
    });
    // A redirect leaves the page; anything else is said here.
    if (outcome && outcome.kind !== 'redirect') {
      setBusy(null);
      onOutcome(outcome);
    } else if (!outcome) setBusy(null);
  };
  const checkReference = (event: FormEvent) => {
    event.preventDefault();
    if (reference.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    void start('operatorCheck', reference);
  };
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{t(renewing ? 'prove.renew' : 'prove.title', { name })}</Text>
      <HStack gap="3" flexWrap="wrap">
        {offer.proofs
          .filter((proof) => proof !== 'operatorCheck')
          .map((proof) => (
            <BusyButton key={proof} busy={busy === proof} onClick={() => void start(proof)} colorPalette="brand">
              {t(`prove.${proof}`)}
            </BusyButton>
          ))}
      </HStack>
      {offer.proofs.includes('operatorCheck') && (
        <form onSubmit={checkReference} noValidate>
          <Stack gap="3">
            <Field.Root invalid={missing} ids={{ errorText: errorId, helperText: hintId }}>
              <Field.Label>{t('prove.reference')}</Field.Label>
              <Input
                value={reference}
                onChange={(event) => setReference(event.target.value)}
                aria-describedby={missing ? `${errorId} ${hintId}` : hintId}
                maxLength={40}
                autoComplete="off"
                maxW="sm"
              />
              <Field.HelperText>{t('prove.referenceHint')}</Field.HelperText>
              <Field.ErrorText>{t('prove.referenceMissing')}</Field.ErrorText>
            </Field.Root>
            <HStack gap="3" flexWrap="wrap">
              <BusyButton type="submit" busy={busy === 'operatorCheck'} colorPalette="brand">
                {t('prove.operatorCheck')}
              </BusyButton>
              <BusyButton
                variant="outline"
                busy={busy === 'review'}
                onClick={() => void start('operatorCheck', undefined, 'review')}
              >
                {t('prove.review')}
              </BusyButton>
            </HStack>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
