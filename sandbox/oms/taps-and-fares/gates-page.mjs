// @ts-check
/** The gates simulator as an HTML page: tap a test card in and out (or in only), or build a day of commuting; works without JavaScript. */
import { escapeHtml } from '../../http/html.mjs';
import { ALL_DEMO_CARDS, TEST_CARDS } from '../cards/demo-cards.mjs';
import { NETWORKS } from '../network/network.mjs';

export const PAGE_STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
header,main{max-width:52rem;margin:0 auto;padding:1rem}header{border-bottom:1px solid #767676}
h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.25rem;margin:0 0 .75rem}
form,section{border:1px solid #767676;border-radius:6px;padding:1rem;margin:1rem 0}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}select,input{font:inherit;padding:.3rem .5rem;border:1px solid #595959;border-radius:4px;max-width:100%}
.row{display:flex;gap:1rem;flex-wrap:wrap}.row>div{flex:1 1 12rem}
button{font:inherit;padding:.4rem .9rem;margin:1rem .5rem 0 0;color:#fff;background:#0b4f96;border:0;border-radius:4px;cursor:pointer}
button.secondary{background:#fff;color:#0b4f96;border:2px solid #0b4f96}
button:focus-visible,select:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
.ok{border-color:#1b6e2e;background:#eef8f0}.error{border-color:#a4161a;background:#fdf0f0}a{color:#0b4f96}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}dd{margin:0}`;

/** Every card the simulator offers, with who holds it. @param {string} operator */
function cardOptions(operator) {
  const riders = ALL_DEMO_CARDS.filter((card) => card.operator === operator && card.owner).map((card) => ({
    pan: card.pan,
    text: `${card.label} ${card.pan.slice(-4)} — ${card.owner}`,
  }));
  const tests = TEST_CARDS.map((card) => ({
    pan: card.pan.replace(/\s/g, ''),
    text: `${card.scheme} ${card.pan.slice(-4)} — test card: ${card.does}`,
  }));
  return [...riders, ...tests];
}

/** @param {string} id @param {string} label @param {{ value: string, text: string }[]} options @param {string} [selected] */
const select = (id, label, options, selected) =>
  `<div><label for="${id}">${escapeHtml(label)}</label><select id="${id}" name="${id.split('-')[0]}" required>${options
    .map(
      (option) =>
        `<option value="${escapeHtml(option.value)}"${option.value === selected ? ' selected' : ''}>${escapeHtml(option.text)}</option>`,
    )
    .join('')}</select></div>`;

/** @param {string} operator */
function operatorForm(operator) {
  const network = /** @type {import('../network/network.mjs').Network} */ (NETWORKS[operator]);
  const stations = network.stops.map((stop) => ({ value: stop.station, text: `${stop.station} (line ${stop.line})` }));
  return `<form method="post" action="/sandbox/gates" aria-labelledby="gates-${operator}">
<h2 id="gates-${operator}">${escapeHtml(operator)} — ${escapeHtml(network.fare)}, ${(network.fareAmount / 100).toFixed(2)} ${network.currency}, capped at ${(network.dailyCap / 100).toFixed(2)} a day and ${(network.weeklyCap / 100).toFixed(2)} a ${network.weeklyCapKind === 'calendarWeek' ? 'calendar week' : '7 days'} per card</h2>
<input type="hidden" name="operator" value="${escapeHtml(operator)}">
${select(
  `pan-${operator}`,
  'Card',
  cardOptions(operator).map((card) => ({ value: card.pan, text: card.text })),
)}
<div class="row">${select(`from-${operator}`, 'Tap in at', stations, stations[0]?.value)}${select(`to-${operator}`, 'Tap out at', stations, stations[1]?.value)}</div>
<button type="submit" name="action" value="tap">Tap in and out now</button><button type="submit" name="action" value="tapIn" class="secondary">Tap in only (no tap-out)</button><button type="submit" name="action" value="commute" class="secondary">Build today's commute (there and back)</button><button type="submit" name="action" value="cappedDay" class="secondary">Build a capped day (six trips)</button><button type="submit" name="action" value="splitDay" class="secondary">Build a day split with the rider's phone (six trips)</button><button type="submit" name="action" value="retryPayments" class="secondary">Retry its failed payments now</button>
</form>`;
}

/** @typedef {{ retried: number, status: ReturnType<typeof import('../card-status/card-status-routes.mjs').cardStateOf> }} Retry */

/** What the operator's retry run now did to the card, and what the rider can do. @param {Retry} retry */
function retryResult({ retried, status }) {
  const owed = `${(status.amount_due / 100).toFixed(2)} ${escapeHtml(status.currency)}`;
  const what =
    retried === 0
      ? 'Nothing to retry: the card has no failed payment awaiting its retry.'
      : `The operator retried ${retried} failed payment${retried === 1 ? '' : 's'} of this card now, and the issuer declined again.`;
  const denied = status.state === 'denied';
  return `<section class="${denied ? 'error' : 'ok'}" role="status"><h2>Retried</h2><p>${what}</p>
<dl><dt>State at the gates</dt><dd>${denied ? 'Denied: taps are refused' : status.state === 'payment_failed' ? 'Payment failed' : 'Active'}</dd><dt>Owed</dt><dd>${owed}</dd>${denied && status.denied_at ? `<dt>Denied since</dt><dd>${escapeHtml(status.denied_at.slice(0, 16).replace('T', ' '))} UTC</dd>` : ''}</dl>
${denied ? `<p>The rider finds out why and pays on <a href="/card-check">the portal's card check</a>, without an account; once paid, the gates accept the card again.</p>` : ''}</section>`;
}

/**
 * @param {{ outcome?: { trips: { ticket: any, payment: any }[], owner: string | null } | { error: string } | { retry: Retry } }} [state]
 */
export function renderGatesPage(state = {}) {
  const { outcome } = state;
  let result = '';
  if (outcome && 'retry' in outcome) result = retryResult(outcome.retry);
  else if (outcome && 'error' in outcome)
    result = `<section class="error" role="alert"><h2>Nothing was recorded</h2><p>${escapeHtml(outcome.error)}</p></section>`;
  else if (outcome) {
    const last = outcome.trips.at(-1);
    const trips = outcome.trips
      .map(
        ({ ticket }) =>
          `<li>${escapeHtml(ticket.first_tap.station)} → ${ticket.last_tap ? escapeHtml(ticket.last_tap.station) : 'no tap-out'}, ${escapeHtml(ticket.valid_from.slice(11, 16))} UTC, ${(ticket.amount / 100).toFixed(2)} ${escapeHtml(ticket.currency)}${ticket.concession ? ` (concession ${escapeHtml(ticket.concession)}: the full fare is ${(ticket.base_amount / 100).toFixed(2)})` : ticket.cap_discount > 0 ? ` (capped: the fare is ${(ticket.base_amount / 100).toFixed(2)})` : ''}</li>`,
      )
      .join('');
    const incomplete = outcome.trips.find(({ ticket }) => ticket.incomplete);
    const warning = incomplete
      ? `<p><strong>Incomplete journey:</strong> no tap-out, so it was charged the maximum fare, ${(incomplete.ticket.amount / 100).toFixed(2)} ${escapeHtml(incomplete.ticket.currency)} (with a tap-out it would have cost ${(incomplete.ticket.expected_amount / 100).toFixed(2)}). The rider can claim a correction on the portal; the operator reviews it at <a href="/sandbox/claims">the claims review</a>.</p>`
      : '';
    result = `<section class="ok" role="status"><h2>Recorded</h2><ul>${trips}</ul>${warning}
<dl><dt>Payment</dt><dd>${escapeHtml(last?.payment.short_id ?? '')} on ${escapeHtml(last?.payment.BankCard.truncated_pan ?? '')}</dd><dt>Day's total</dt><dd>${((last?.payment.amount ?? 0) / 100).toFixed(2)} ${escapeHtml(last?.payment.currencies_code ?? '')}</dd><dt>Status</dt><dd>${escapeHtml(last?.payment.LastCharge.charge_results_name ?? '')}</dd></dl>
<p>${outcome.owner ? `Log in as <strong>${escapeHtml(outcome.owner)}</strong> and open Trips or Payments on <a href="/">the portal</a> to see it.` : 'This card belongs to no rider yet: register it on the portal (Bank cards → Add) to see its trips.'}</p></section>`;
  }
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox gates simulator</title><style>${PAGE_STYLE}</style></head>
<body>
<header><h1>Gates simulator</h1>
<p>Tap a test card in and out at the operator's stations: the trip appears at once, and the day's payment is charged (it fails for the card the issuer declines, 4000 0000 0000 0002). A tap in only is an incomplete journey, charged the operator's maximum fare. A card on the operator's deny list (a failed payment retried and failed again: Giulia's phone wallet, Mastercard 4444) is refused until its debt is paid online. The phone wallet nobody registered, VISA 4000 0000 0000 9995, is declined too: "Retry its failed payments now" runs the operator's retry at once (instead of days later), which puts it on the deny list. Also as <code>POST /sandbox/api/taps</code> and <code>POST /sandbox/api/retry-payments</code>.</p></header>
<main>${result}${Object.keys(NETWORKS).map(operatorForm).join('\n')}</main>
</body>
</html>
`;
}
