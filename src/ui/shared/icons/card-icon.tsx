import { strokeIcon } from './stroke-icon';

/** A bank card. */
export const CardIcon = strokeIcon(
  'CardIcon',
  <rect key="a" x="2" y="5" width="20" height="14" rx="2" />,
  <path key="b" d="M2 10h20" />,
);
