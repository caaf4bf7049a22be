import { useState } from 'react';
import type { ReturnedAnswer } from '../../shared/routing/feature-slots';
import { SettlementResultDialog } from './settlement-result-dialog';
import { useSettlementReturn } from './use-settlement-return';

/** On the payments page, where the provider brings the rider back: the settlement's outcome, until closed. */
export function SettlementReturn({ answer }: { readonly answer: ReturnedAnswer }) {
  const outcome = useSettlementReturn(answer);
  const [open, setOpen] = useState(true);
  if (!outcome || !open) return null;
  return <SettlementResultDialog outcome={outcome} onClose={() => setOpen(false)} />;
}
