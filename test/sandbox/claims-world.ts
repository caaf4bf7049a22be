import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import type { Rider } from './card-world';
import type { Sandbox } from './support';

/** The demo cards the claims tests tap with. */
export const VISA = '4111111111111111';
export const PHONE = '5555555555554444';
export const PAOLO_CARD = '5200828282828210';
export const ANNA_CARD = '4242424242424242';

export type Trip = {
  id: number;
  alias_pan: string;
  amount: number;
  base_amount: number;
  cap_discount: number;
  currency: string;
  first_tap: { station: string; line: string };
  last_tap: { station: string } | null;
  last_tap_at: string | null;
  valid_from: string;
  incomplete: boolean;
  expected_amount: number | null;
  corrected_amount: number | null;
  corrected_exit: { station: string; line: string } | null;
  case_id: string | null;
};
export type Payment = {
  short_id: string;
  amount: number;
  LastCharge: { charge_results_name: string };
  BankCard: { alias_pan: string };
  refund?: { of: string | null; case_id: string };
  credits?: { case_id: string; amount: number }[];
};
export type Case = {
  id: string;
  kind: string;
  status: string;
  ticket_id: number | null;
  payment_short_id: string | null;
  amount_at_stake: number;
  already_refunded?: number;
  exit_station: string | null;
  text: string | null;
  outcome: {
    decision: string;
    reason: string | null;
    refund_amount: number;
    refund_method: string | null;
    refund_short_id: string | null;
    decided_at: string;
  } | null;
  history: { status: string; at: string }[];
};

/** A tap at the gates (no `to`: a tap in only), answered as the sandbox records it. */
export async function tap(
  sandbox: Sandbox,
  input: { operator?: string; pan: string; from: string; to?: string; at?: string },
) {
  const answer = await sandbox.request('/sandbox/api/taps', {
    method: 'POST',
    operator: null,
    json: { operator: 'metro', ...input },
  });
  return { status: answer.status, ...(answer.body as { ticket: Trip; payment: Payment }) };
}

/** A JSON call of the rider's claims API under /oms. */
export async function omsCall(sandbox: Sandbox, path: string, rider: Rider | undefined, json?: unknown) {
  const answer = await sandbox.request(`/oms${path}`, {
    operator: null,
    ...(json === undefined ? {} : { method: 'POST', json }),
    headers: rider ? { cookie: rider.cookie } : {},
  });
  return answer as { status: number; body: { payload: Case; error?: string; code?: string } };
}

/** Claims a correction of a trip. */
export const claimCorrection = (sandbox: Sandbox, rider: Rider, ticketId: unknown, exit: unknown) =>
  omsCall(sandbox, `/cases/${rider.operator}/corrections`, rider, { ticket_id: ticketId, exit_station: exit });

/** Reports a problem. */
export const report = (sandbox: Sandbox, rider: Rider, body: Record<string, unknown>) =>
  omsCall(sandbox, `/cases/${rider.operator}/reports`, rider, body);

/** The operator's review calls (same-origin JSON). */
export async function operatorCall(sandbox: Sandbox, path: string, json: unknown = {}) {
  const answer = await sandbox.request(`/sandbox/api/cases/${path}`, { method: 'POST', operator: null, json });
  return answer as { status: number; body: { payload: Case; error?: string; code?: string } };
}

/** The rider's trips of a range on cards, oldest first. */
export async function tripsOf(sandbox: Sandbox, rider: Rider, from: string, to: string, pans: string[]) {
  const aliases = pans.map((pan) => `${panAlias(pan)}/`).join('');
  const answer = await sandbox.request(`/oms/tickets/get/${rider.operator}/0/0/3:asc/${from}/${to}/${aliases}`, {
    operator: null,
    headers: { cookie: rider.cookie },
  });
  return (answer.body as { payload: Trip[] }).payload;
}

/** The rider's succeeded payments of a range on cards (refund lines included), newest first. */
export async function paymentsOf(sandbox: Sandbox, rider: Rider, from: string, to: string, pans: string[]) {
  const aliases = pans.map((pan) => `${panAlias(pan)}/`).join('');
  const answer = await sandbox.request(
    `/oms/payments/get/${rider.operator}/0/0/4:desc/true/true/${from}/${to}/${aliases}`,
    { operator: null, headers: { cookie: rider.cookie } },
  );
  return (answer.body as { payload: Payment[] }).payload;
}

/** A receipt, as the rider asks for it. */
export const receipt = (sandbox: Sandbox, rider: Rider, shortId: string) =>
  sandbox.request('/oms/payments/get_info', {
    method: 'POST',
    operator: null,
    json: { short_id: shortId },
    headers: { cookie: rider.cookie, 'api-key': rider.operator },
  });
