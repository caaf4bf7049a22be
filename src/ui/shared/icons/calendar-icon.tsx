import { strokeIcon } from './stroke-icon';

export const CalendarIcon = strokeIcon(
  'CalendarIcon',
  <rect key="r" x="3" y="4" width="18" height="18" rx="2" />,
  <path key="t" d="M16 2v4M8 2v4M3 10h18" />,
);
