import { strokeIcon } from './stroke-icon';

export const GlobeIcon = strokeIcon(
  'GlobeIcon',
  <circle key="c" cx="12" cy="12" r="10" />,
  <path key="m" d="M2 12h20" />,
  <path key="e" d="M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />,
);
