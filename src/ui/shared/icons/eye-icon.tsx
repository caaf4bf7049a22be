import { strokeIcon } from './stroke-icon';

export const EyeIcon = strokeIcon(
  'EyeIcon',
  <path key="a" d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />,
  <circle key="b" cx="12" cy="12" r="3" />,
);
