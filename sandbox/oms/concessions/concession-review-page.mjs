// @ts-check
/**
 * The operator's review of concession requests as an HTML page (sandbox only): every request waiting, with the rider and
 * the concession, and a form each to approve (the concession is granted) or refuse with a reason; the outcome of the
 * last form shown above. Works without JavaScript.
 */
import { escapeHtml } from '../../http/html.mjs';
import { PAGE_STYLE } from '../taps-and-fares/gates-page.mjs';
import { offerOf } from './concession-offers.mjs';
import { MAX_REASON } from './concession-requests.mjs';

/** @typedef {ReturnType<typeof import('./concession-requests.mjs').openRequests>[number]} OpenRequest */

const TABLE_STYLE = `table{border-collapse:collapse;width:100%;margin:1rem 0}caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #767676;padding:.4rem;vertical-align:top;text-align:left}td form{border:0;padding:0;margin:0 0 .75rem}
td button{margin:.25rem 0 0}main{max-width:80rem}`;

/** The forms of one request. @param {OpenRequest} item */
function requestForms(item) {
  const id = escapeHtml(item.id);
  return `<form method="post" action="/sandbox/concessions" aria-label="Approve ${id}"><input type="hidden" name="id" value="${id}">
<button type="submit" name="action" value="approve">Approve</button></form>
<form method="post" action="/sandbox/concessions" aria-label="Refuse ${id}"><input type="hidden" name="id" value="${id}">
<label for="reason-${id}">Reason for refusing</label><input id="reason-${id}" name="reason" required maxlength="${MAX_REASON}">
<button type="submit" name="action" value="refuse" class="secondary">Refuse</button></form>`;
}

/** @param {OpenRequest} item */
const requestRow = (item) =>
  `<tr><th scope="row">${escapeHtml(item.id)}<br>${escapeHtml(item.created_at.slice(0, 16).replace('T', ' '))} UTC</th>
<td>${escapeHtml(`${item.name} ${item.surname}`)}<br>${escapeHtml(item.email)}<br>${escapeHtml(item.operator_key)}</td>
<td>${escapeHtml(offerOf(item.operator_key, item.concession_key)?.texts.en.name ?? item.concession_key)}</td><td>${requestForms(item)}</td></tr>`;

/** @param {{ requests: OpenRequest[], outcome?: { message: string } | { error: string } }} state */
export function renderConcessionReviewPage({ requests, outcome }) {
  const result = !outcome
    ? ''
    : 'error' in outcome
      ? `<section class="error" role="alert"><h2>Nothing was changed</h2><p>${escapeHtml(outcome.error)}</p></section>`
      : `<section class="ok" role="status"><h2>Done</h2><p>${escapeHtml(outcome.message)}</p></section>`;
  const table =
    requests.length === 0
      ? '<p>No request waits for a decision.</p>'
      : `<table><caption>Concession requests waiting, newest first</caption><thead><tr><th scope="col">Request</th><th scope="col">Rider</th><th scope="col">Concession</th><th scope="col">Decision</th></tr></thead>
<tbody>${requests.map(requestRow).join('\n')}</tbody></table>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox concession requests</title><style>${PAGE_STYLE}${TABLE_STYLE}</style></head>
<body>
<header><h1>Concession requests</h1>
<p>The operator's check of a rider's eligibility when the rider had no agency reference: the staff look at what the rider brought to a desk and approve — the concession is granted for its validity — or refuse with a reason. Every decision is mailed to the rider (<a href="/sandbox/mail">outbox</a>). Only the outcome is kept.</p></header>
<main>${result}${table}</main>
</body>
</html>
`;
}
