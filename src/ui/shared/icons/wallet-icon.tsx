import { strokeIcon } from './stroke-icon';

/** A wallet: payments. */
export const WalletIcon = strokeIcon(
  'WalletIcon',
  <path key="a" d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2" />,
  <path key="b" d="M3 6v12a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-3" />,
);
