import { strokeIcon } from './stroke-icon';

export const UserIcon = strokeIcon(
  'UserIcon',
  <circle key="a" cx="12" cy="8" r="4" />,
  <path key="b" d="M4 21a8 8 0 0 1 16 0" />,
);
