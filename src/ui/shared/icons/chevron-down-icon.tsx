import { strokeIcon } from './stroke-icon';

export const ChevronDownIcon = strokeIcon('ChevronDownIcon', <path key="a" d="M6 9l6 6 6-6" />);
