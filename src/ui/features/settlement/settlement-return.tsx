import { useState } from 'react';
import { SettlementResultDialog } from './settlement-result-dialog';
import { useSettlementReturn } from './use-settlement-return';

/** On the payments page, where the provider brings the rider back: the settlement's outcome, until closed. */
export function SettlementReturn() {
  const outcome = useSettlementReturn();
  const [open, setOpen] = useState(true);
  if (!outcome || !open) return null;
  return <SettlementResultDialog outcome={outcome} onClose={() => setOpen(false)} />;
}
