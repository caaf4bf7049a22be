import { strokeIcon } from './stroke-icon';

export const ChevronRightIcon = strokeIcon('ChevronRightIcon', <path key="a" d="M9 18l6-6-6-6" />);
