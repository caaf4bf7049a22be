import { strokeIcon } from './stroke-icon';

/** Contactless waves: the Tapway mark. */
export const TapIcon = strokeIcon(
  'TapIcon',
  <path key="a" d="M8.5 8.5a5 5 0 0 1 0 7" />,
  <path key="b" d="M12 5.5a9.5 9.5 0 0 1 0 13" />,
  <path key="c" d="M15.5 2.5a14 14 0 0 1 0 19" />,
  <circle key="d" cx="5" cy="12" r="1.2" />,
);
