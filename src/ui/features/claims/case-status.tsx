import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CaseStatus } from '../../../core/claims/claim-case';

const PALETTE: Record<CaseStatus, string> = {
  submitted: 'blue',
  in_review: 'orange',
  approved: 'green',
  refused: 'red',
};

/** A case's status in words, its colour never the only sign. */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const { t } = useTranslation('claims');
  return (
    <Badge colorPalette={PALETTE[status]} variant="surface" size="md">
      {t(`status.${status}`)}
    </Badge>
  );
}
