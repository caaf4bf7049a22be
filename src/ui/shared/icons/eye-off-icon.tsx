import { strokeIcon } from './stroke-icon';

export const EyeOffIcon = strokeIcon(
  'EyeOffIcon',
  <path key="a" d="M9.9 4.24A9.1 9.1 0 0 1 12 4c6.5 0 10 8 10 8a17.6 17.6 0 0 1-2.16 3.19" />,
  <path key="b" d="M14.12 14.12a3 3 0 1 1-4.24-4.24" />,
  <path key="c" d="M17.94 17.94A10.1 10.1 0 0 1 12 20c-6.5 0-10-8-10-8a18.4 18.4 0 0 1 5.06-5.94" />,
  <path key="d" d="M2 2l20 20" />,
);
