// @ts-check
/** The shell of every stand-in popup page: accessible, styled inline, no inline script (the CSP forbids it). */
import { escapeHtml } from '../../http/html.mjs';
import { message } from './messages.mjs';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f4f4f4}
main{max-width:26rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border:1px solid #767676;border-radius:8px}
h1{font-size:1.4rem;margin:0 0 .5rem}h2{font-size:1.1rem;margin:1.25rem 0 .5rem}p{margin:.5rem 0}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.4rem .6rem;border:1px solid #595959;border-radius:4px}
input[aria-invalid=true]{border:2px solid #b00020}
.actions{display:flex;gap:.75rem;justify-content:flex-end;margin-top:1.25rem;flex-wrap:wrap}
button{font:inherit;padding:.45rem 1rem;border-radius:4px;border:1px solid #0b4f96;cursor:pointer}
button.primary{color:#fff;background:#0b4f96}button.secondary{color:#0b4f96;background:#fff}
ul.accounts{list-style:none;padding:0;margin:0}ul.accounts li{margin:.4rem 0}
ul.accounts button{width:100%;text-align:left;color:#1a1a1a;background:#fff;border-color:#767676}
.alert{border:2px solid #b00020;border-radius:4px;padding:.5rem .75rem;margin:.75rem 0;color:#1a1a1a}
.note{font-size:.9rem;color:#3d3d3d}footer{max-width:26rem;margin:0 auto 1.5rem;padding:0 1.5rem;font-size:.85rem;color:#3d3d3d}`;

/**
 * The parameters of a request a page's form carries on, in the order named (absent ones left out).
 * @param {URLSearchParams} params @param {string[]} names @returns {[string, string][]}
 */
export function pickParams(params, names) {
  return names.flatMap((name) => {
    const value = params.get(name);
    return value === null ? [] : [[name, value]];
  });
}

/** Hidden form fields for carried parameters. @param {[string, string][]} carried */
export const hiddenInputs = (carried) =>
  carried
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/**
 * @param {{ language: import('./messages.mjs').PageLanguage, title: string, provider: string, body: string,
 *   head?: string }} page body and head are trusted HTML; title and provider are escaped
 * @returns {string}
 */
export function renderPopupPage({ language, title, provider, body, head = '' }) {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} – ${escapeHtml(provider)}</title><style>${STYLE}</style>${head}</head>
<body>
<main>
${body}
</main>
<footer><p>${escapeHtml(message(language, 'standIn', { provider }))}</p></footer>
</body>
</html>`;
}

/**
 * A page that hands `result` to the window that opened it (through /sandbox/identity/popup-return.js) and closes.
 * @param {import('./messages.mjs').PageLanguage} language @param {string} provider @param {unknown} result
 */
export function renderReturnPage(language, provider, result) {
  const data = escapeHtml(JSON.stringify(result));
  return renderPopupPage({
    language,
    provider,
    title: message(language, 'returning'),
    head: `<meta name="sandbox-popup-result" content="${data}"><script src="/sandbox/identity/popup-return.js" defer></script>`,
    body: `<h1>${escapeHtml(message(language, 'returning'))}</h1><p>${escapeHtml(message(language, 'closeWindow'))}</p>`,
  });
}

/** @param {import('./messages.mjs').PageLanguage} language @param {string} provider @param {string} reason */
export function renderBadRequestPage(language, provider, reason) {
  return renderPopupPage({
    language,
    provider,
    title: message(language, 'errorTitle'),
    body: `<h1>${escapeHtml(message(language, 'errorTitle'))}</h1><p role="alert">${escapeHtml(message(language, 'badRequest', { reason }))}</p>`,
  });
}
