import { strokeIcon } from './stroke-icon';

/** A bin: remove. */
export const TrashIcon = strokeIcon(
  'TrashIcon',
  <path key="a" d="M3 6h18" />,
  <path key="b" d="M8 6V4h8v2" />,
  <path key="c" d="M6 6l1 14h10l1-14" />,
);
