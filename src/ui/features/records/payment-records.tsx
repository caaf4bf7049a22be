import { Stack } from '@chakra-ui/react';
import { useOffers } from '../../shared/operator-context';
import { SpendingPanel } from './spending-panel';
import { StatementPanel } from './statement-panel';

/** The payments page's records: the statement for expenses (operators offering `statements`) and the spending chart. */
export function PaymentRecords() {
  const statements = useOffers('statements');
  return (
    <Stack gap="5">
      <SpendingPanel />
      {statements && <StatementPanel />}
    </Stack>
  );
}
