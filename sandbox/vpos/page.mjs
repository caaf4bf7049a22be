// @ts-check
/** The hosted payment page's HTML: accessible, no script (the CSP forbids inline ones), English as the provider's. */
import { escapeHtml } from '../http/html.mjs';
import { TEST_CARDS } from '../oms/cards/demo-cards.mjs';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#eef1f5}
header{background:#1d2b4f;color:#fff;padding:.75rem 1.25rem;font-weight:700}
main{max-width:28rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border:1px solid #767676;border-radius:8px}
h1{font-size:1.35rem;margin:0 0 .75rem}h2{font-size:1.05rem;margin:1.5rem 0 .5rem}p{margin:.5rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:.5rem 0 1rem}dt{font-weight:600}dd{margin:0}
label{display:block;font-weight:600;margin:.9rem 0 .25rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.45rem .6rem;border:1px solid #595959;border-radius:4px}
input[aria-invalid=true]{border:2px solid #b00020}.error{color:#b00020;font-size:.95rem;margin:.25rem 0 0}
.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.actions{display:flex;gap:.75rem;justify-content:flex-end;margin-top:1.5rem;flex-wrap:wrap}
button{font:inherit;padding:.5rem 1.1rem;border-radius:4px;border:1px solid #1d2b4f;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #1d6fd6;outline-offset:2px}
.primary{color:#fff;background:#1d2b4f}.secondary{color:#1d2b4f;background:#fff}
.alert{border:2px solid #b00020;border-radius:4px;padding:.5rem .75rem;margin:.75rem 0}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{text-align:left;padding:.3rem .4rem;border-bottom:1px solid #ccc}
footer{max-width:28rem;margin:0 auto 1.5rem;padding:0 1.5rem;font-size:.85rem;color:#3d3d3d}`;

/** @param {string} title @param {string} body trusted HTML */
export const renderVposPage = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)} – Card payment</title><style>${STYLE}</style></head>
<body><header>Card payment · secure page</header><main>${body}</main>
<footer><p>Operator sandbox: this page stands in for the card payment provider (SIA VPOS). Nothing leaves this machine.</p></footer>
</body></html>`;

/** Money in euros, from minor units. @param {string} amount */
const euros = (amount) => `€ ${(Number(amount) / 100).toFixed(2)}`;

/** @param {Record<string, string>} fields */
const hidden = (fields) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/**
 * @param {{ label: string, name: string, value?: string, error?: string, autocomplete: string, inputmode: string, hint?: string }} field
 */
function input({ label, name, value = '', error, autocomplete, inputmode, hint }) {
  const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" autocomplete="${autocomplete}" inputmode="${inputmode}" required${
    error ? ' aria-invalid="true"' : ''
  }${described ? ` aria-describedby="${described}"` : ''}>
${hint ? `<p class="note" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}

/**
 * The card form for a checked request.
 * @param {{ merchant: string, request: Record<string, string>, values?: Record<string, string>, errors?: Record<string, string> }} page
 */
export function renderCardForm({ merchant, request, values = {}, errors = {} }) {
  const charge =
    request.AMOUNT === '0' ? 'Registration does not generate any charges' : `You pay ${euros(request.AMOUNT ?? '0')}`;
  const failed = Object.keys(errors).length > 0;
  const cards = TEST_CARDS.map(
    (card) =>
      `<tr><td>${escapeHtml(card.pan)}</td><td>${escapeHtml(card.scheme)}</td><td>${escapeHtml(card.does)}</td></tr>`,
  ).join('');
  return renderVposPage(
    request.AMOUNT === '0' ? 'Register your card' : 'Pay by card',
    `
<h1>${request.AMOUNT === '0' ? 'Register your card' : 'Pay by card'}</h1>
<dl><dt>Merchant</dt><dd>${escapeHtml(merchant)}</dd><dt>Amount</dt><dd>${escapeHtml(euros(request.AMOUNT ?? '0'))}</dd></dl>
<p><strong>${escapeHtml(charge)}</strong></p>
${failed ? '<p class="alert" role="alert">Check the card details marked below.</p>' : ''}
<form method="post" action="/sandbox/vpos/confirm" novalidate>
${hidden({ SHOPID: request.SHOPID ?? '', ORDERID: request.ORDERID ?? '' })}
${input({ label: 'Card number', name: 'PAN', value: values.PAN, error: errors.PAN, autocomplete: 'cc-number', inputmode: 'numeric' })}
<div class="row"><div>${input({ label: 'Expiry (MM/YY)', name: 'EXPIRY', value: values.EXPIRY, error: errors.EXPIRY, autocomplete: 'cc-exp', inputmode: 'numeric' })}</div>
<div>${input({ label: 'Security code', name: 'CVV', error: errors.CVV, autocomplete: 'cc-csc', inputmode: 'numeric' })}</div></div>
<div class="actions"><button class="secondary" type="submit" formaction="/sandbox/vpos/cancel" formnovalidate>Cancel</button>
<button class="primary" type="submit">Confirm</button></div>
</form>
<h2>Test cards</h2>
<p>Any expiry date in the future and any 3-digit security code.</p>
<table><caption class="note">Cards of the sandbox</caption><thead><tr><th scope="col">Number</th><th scope="col">Scheme</th><th scope="col">What it does</th></tr></thead>
<tbody><tr><td>4111 1111 1111 1111, 5555 5555 5555 4444</td><td>VISA, Mastercard</td><td>Giulia's cards (already registered)</td></tr>${cards}</tbody></table>`,
  );
}

/** The page for a request that cannot be used (a refused MAC above all): no card form. @param {string} reason */
export const renderRefused = (reason) =>
  renderVposPage(
    'Payment request refused',
    `<h1>Payment request refused</h1><p role="alert">${escapeHtml(reason)}</p>
<p>No card details can be entered for this request. Go back to the merchant's site and start again.</p>`,
  );

/** What the provider's result codes mean (docs/behaviour/rules.md#provider-result-codes). */
const RESULT_TEXTS = /** @type {Record<string, string>} */ ({
  '00': 'The payment was made.',
  '01': 'Denied by the system.',
  '02': 'Denied due to store configuration issues.',
  '03': 'Denied due to communication issues with the authorization.',
  '04': 'Denied by card issuer.',
  '05': 'Denied due to incorrect card number.',
  '06': 'Unforeseen error during processing of request.',
  '07': 'Duplicated order.',
});

/**
 * A finished order opened again (Back, a reload, a second tab): its outcome, no card form.
 * @param {{ merchant: string, request: Record<string, string>, answer: Record<string, string> }} page
 */
export function renderFinished({ merchant, request, answer }) {
  const registration = request.AMOUNT === '0';
  const outcome = RESULT_TEXTS[answer.RESULT ?? ''] ?? 'Unknown result.';
  return renderVposPage(
    'Order finished',
    `<h1>This order is finished</h1>
<dl><dt>Merchant</dt><dd>${escapeHtml(merchant)}</dd><dt>${registration ? 'Card registration' : 'Amount'}</dt><dd>${escapeHtml(
      registration ? '–' : euros(request.AMOUNT ?? '0'),
    )}</dd><dt>Outcome</dt><dd>${escapeHtml(outcome)}</dd></dl>
<p role="status">This order was already processed: it cannot be paid again and nothing more will be charged.</p>
<p><a href="${escapeHtml(request.URLBACK ?? '')}">Back to ${escapeHtml(merchant)}</a></p>`,
  );
}
