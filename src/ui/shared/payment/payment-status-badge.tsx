import { Badge } from '@chakra-ui/react';
import type { PaymentStatus } from '../../../core/travels/payment';

const PALETTE = { succeeded: 'green', failed: 'red', other: 'gray' } as const;

/**
 * A payment's status as a badge, its name given in words (the colour is never the only sign): the payments page and
 * the checked card's view say it alike, each in its own messages.
 */
export function StatusBadgeView({ status, name }: { status: PaymentStatus; name: string }) {
  return (
    <Badge colorPalette={PALETTE[status.kind]} variant="solid" size="sm">
      {name}
    </Badge>
  );
}
