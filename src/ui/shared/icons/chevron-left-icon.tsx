import { strokeIcon } from './stroke-icon';

export const ChevronLeftIcon = strokeIcon('ChevronLeftIcon', <path key="a" d="M15 18l-6-6 6-6" />);
