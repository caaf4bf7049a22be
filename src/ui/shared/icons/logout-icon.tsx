import { strokeIcon } from './stroke-icon';

export const LogoutIcon = strokeIcon(
  'LogoutIcon',
  <path key="a" d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />,
  <path key="b" d="M16 17l5-5-5-5" />,
  <path key="c" d="M21 12H9" />,
);
