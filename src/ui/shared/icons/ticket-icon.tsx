import { strokeIcon } from './stroke-icon';

/** A ticket with a perforation: trips. */
export const TicketIcon = strokeIcon(
  'TicketIcon',
  <path key="a" d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v8a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2z" />,
  <path key="b" d="M14 6v2M14 11v2M14 16v2" />,
);
