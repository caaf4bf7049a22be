import { strokeIcon } from './stroke-icon';

/** A cross: cancel. */
export const CloseIcon = strokeIcon('CloseIcon', <path key="a" d="M6 6l12 12" />, <path key="b" d="M18 6L6 18" />);
