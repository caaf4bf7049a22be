import { strokeIcon } from './stroke-icon';

/** An arrow into a tray: download a file. */
export const DownloadIcon = strokeIcon(
  'DownloadIcon',
  <path key="a" d="M12 4v11" />,
  <path key="b" d="m7 10 5 5 5-5" />,
  <path key="c" d="M4 17v2a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2" />,
);
