import { strokeIcon } from './stroke-icon';

export const ReloadIcon = strokeIcon(
  'ReloadIcon',
  <path key="a" d="M21 12a9 9 0 1 1-2.64-6.36" />,
  <path key="b" d="M21 3v6h-6" />,
);
