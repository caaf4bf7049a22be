/** A trip as `tickets/get` answers it (the base contract's fields): the HTTP adapters' tests read it. */
export const ticketDto = {
  id: 41,
  name: 'Corsa singola',
  label: 'VISA Debit',
  amount: 150,
  currency: 'EUR',
  truncated_pan: '411111******1111',
  form_factor: 'CARD',
  first_tap: { station: 'Termini', line: 'A', gate: 4 },
  last_tap: { station: 'Colosseo', line: 'B' },
  valid_from: '2026-11-18T07:40:00.000Z',
  valid_to: '2026-11-18T09:20:00.000Z',
  time_zone: 'Europe/Rome',
};
