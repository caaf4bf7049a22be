import { strokeIcon } from './stroke-icon';

export const GridIcon = strokeIcon(
  'GridIcon',
  <rect key="a" x="3" y="3" width="7" height="7" rx="1" />,
  <rect key="b" x="14" y="3" width="7" height="7" rx="1" />,
  <rect key="c" x="3" y="14" width="7" height="7" rx="1" />,
  <rect key="d" x="14" y="14" width="7" height="7" rx="1" />,
);
