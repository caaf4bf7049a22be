// @ts-check
/**
 * The operator's review of claims as an HTML page (sandbox only): every case not decided, with the rider, what it is
 * about, the amount at stake and the rider's text, and a form per case to start the review, approve with a refund or
 * refuse with a reason; the outcome of the last form shown above; then the cases closed undecided as their rider deleted
 * the account, each with when and why. Works without JavaScript.
 */
import { escapeHtml } from '../../http/html.mjs';
import { PAGE_STYLE } from '../taps-and-fares/gates-page.mjs';

/**
 * @typedef {ReturnType<typeof import('./claims-db.mjs').toCaseDto> & { email: string | null, operator: string,
 *   about: string, refundable: number, closedBecause: string | null }} ReviewedCase
 */

const TABLE_STYLE = `table{border-collapse:collapse;width:100%;margin:1rem 0}caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #767676;padding:.4rem;vertical-align:top;text-align:left}td form{border:0;padding:0;margin:0 0 .75rem}
td button{margin:.25rem 0 0}main{max-width:80rem}`;

const KINDS = /** @type {Record<string, string>} */ ({
  journey_correction: 'Correction of an incomplete journey',
  card_clash: 'Wrong card or phone charged',
  unrecognised: 'Charge not recognised',
  charged_twice: 'Charged twice',
  other: 'Other problem',
});

/** @param {number} cents @param {string} currency */
const money = (cents, currency) => `${(cents / 100).toFixed(2)} ${escapeHtml(currency)}`;

/** The forms of one case. @param {ReviewedCase} item */
function caseForms(item) {
  const id = escapeHtml(item.id);
  const review =
    item.status === 'submitted'
      ? `<form method="post" action="/sandbox/claims" aria-label="Start the review of ${id}"><input type="hidden" name="id" value="${id}"><button type="submit" name="action" value="review" class="secondary">Start review</button></form>`
      : '';
  const fixed = item.kind === 'journey_correction';
  return `${review}<form method="post" action="/sandbox/claims" aria-label="Approve ${id}"><input type="hidden" name="id" value="${id}">
<label for="refund-${id}">Refund amount (${escapeHtml(item.currency)})</label><input id="refund-${id}" name="refund_amount" inputmode="decimal" value="${(item.refundable / 100).toFixed(2)}"${fixed ? ' readonly aria-describedby="fixed-' + id + '"' : ''} size="8">
${fixed ? `<p id="fixed-${id}">A correction refunds the charge minus the expected fare.</p>` : ''}<button type="submit" name="action" value="approve">Approve</button></form>
<form method="post" action="/sandbox/claims" aria-label="Refuse ${id}"><input type="hidden" name="id" value="${id}">
<label for="reason-${id}">Reason for refusing</label><input id="reason-${id}" name="reason" required maxlength="500">
<button type="submit" name="action" value="refuse" class="secondary">Refuse</button></form>`;
}

/** @param {ReviewedCase} item */
const caseRow = (
  item,
) => `<tr><th scope="row">${escapeHtml(item.id)}<br>${escapeHtml(item.status === 'in_review' ? 'In review' : 'Submitted')}, ${escapeHtml(item.created.slice(0, 16).replace('T', ' '))} UTC</th>
<td>${item.email === null ? 'Account deleted' : escapeHtml(item.email)}<br>${escapeHtml(item.operator)}</td><td>${escapeHtml(KINDS[item.kind] ?? item.kind)}</td><td>${escapeHtml(item.about)}</td>
<td>${money(item.amount_at_stake, item.currency)}${item.already_refunded > 0 ? `<br>Already given back on this charge by other cases: ${money(item.already_refunded, item.currency)}` : ''}${item.refundable < item.amount_at_stake ? `<br>Left to give back now: ${money(item.refundable, item.currency)}` : ''}</td><td>${item.text ? escapeHtml(item.text) : '—'}</td><td>${caseForms(item)}</td></tr>`;

/** Why a case was closed undecided, in words. @param {string | null} reason */
const closedWords = (reason) => (reason === 'account_deleted' ? 'account deleted' : (reason ?? 'closed'));

/** A case closed undecided: what it was about, and when and why it closed. @param {ReviewedCase} item */
const closedRow = (item) => {
  const at = item.history.at(-1)?.at ?? item.updated;
  return `<tr><th scope="row">${escapeHtml(item.id)}</th><td>${escapeHtml(item.operator)}</td><td>${escapeHtml(KINDS[item.kind] ?? item.kind)}</td><td>${escapeHtml(item.about)}</td><td>${money(item.amount_at_stake, item.currency)}</td><td>Closed ${escapeHtml(String(at).slice(0, 16).replace('T', ' '))} UTC, undecided: ${escapeHtml(closedWords(item.closedBecause))}; nothing given back</td></tr>`;
};

/** The cases closed undecided, or nothing. @param {ReviewedCase[]} closed */
const closedTable = (closed) =>
  closed.length === 0
    ? ''
    : `<table><caption>Cases closed when the rider deleted the account, newest first</caption><thead><tr><th scope="col">Case</th><th scope="col">Operator</th><th scope="col">Kind</th><th scope="col">About</th><th scope="col">Amount at stake</th><th scope="col">Outcome</th></tr></thead>
<tbody>${closed.map(closedRow).join('\n')}</tbody></table>`;

/**
 * @param {{ cases: ReviewedCase[], closed?: ReviewedCase[], outcome?: { message: string } | { error: string } }} state
 */
export function renderClaimsPage({ cases, closed = [], outcome }) {
  const result = !outcome
    ? ''
    : 'error' in outcome
      ? `<section class="error" role="alert"><h2>Nothing was changed</h2><p>${escapeHtml(outcome.error)}</p></section>`
      : `<section class="ok" role="status"><h2>Done</h2><p>${escapeHtml(outcome.message)}</p></section>`;
  const table =
    cases.length === 0
      ? '<p>No case waits for a decision.</p>'
      : `<table><caption>Cases not decided, newest first</caption><thead><tr><th scope="col">Case</th><th scope="col">Rider</th><th scope="col">Kind</th><th scope="col">About</th><th scope="col">Amount at stake</th><th scope="col">Rider's text</th><th scope="col">Decision</th></tr></thead>
<tbody>${cases.map(caseRow).join('\n')}</tbody></table>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox claims review</title><style>${PAGE_STYLE}${TABLE_STYLE}</style></head>
<body>
<header><h1>Claims review</h1>
<p>The operator's side of claims: corrections of incomplete journeys the rider's regular journey did not approve at once, and reported charges. Approving refunds the card (metro) or leaves a credit off its next payment (enterprise); every decision is mailed to the rider (<a href="/sandbox/mail">outbox</a>). Also as <code>GET /sandbox/api/cases?status=open</code>.</p></header>
<main>${result}${table}${closedTable(closed)}</main>
</body>
</html>
`;
}
