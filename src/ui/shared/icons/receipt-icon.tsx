import { strokeIcon } from './stroke-icon';

/** A receipt slip with lines: view a payment's receipt. */
export const ReceiptIcon = strokeIcon(
  'ReceiptIcon',
  <path key="a" d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />,
  <path key="b" d="M9 8h6M9 12h6M9 16h3" />,
);
