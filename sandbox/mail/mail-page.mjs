// @ts-check
/** The outbox as an accessible HTML page, newest mail first. */
import { escapeHtml } from '../http/html.mjs';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
header,main{max-width:52rem;margin:0 auto;padding:1rem}header{border-bottom:1px solid #767676}
h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.2rem;margin:0 0 .5rem}
article{border:1px solid #767676;border-radius:6px;padding:1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .5rem}dt{font-weight:600}dd{margin:0}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;background:#f4f4f4;padding:.75rem;border-radius:4px}
a{color:#0b4f96;overflow-wrap:anywhere}label{font-weight:600;margin-right:.5rem}
input{font:inherit;padding:.25rem .5rem;border:1px solid #595959;border-radius:4px}
button{font:inherit;padding:.25rem .75rem;margin-left:.5rem;color:#fff;background:#0b4f96;border:0;border-radius:4px}`;

/** @param {import('./outbox.mjs').StoredMail} mail */
function renderMail(mail) {
  const links = mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('');
  return `<article aria-labelledby="mail-${mail.id}">
<h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Sent</dt><dd><time datetime="${escapeHtml(mail.created)}">${escapeHtml(mail.created.replace('T', ' ').slice(0, 19))} UTC</time></dd>${
    mail.code ? `<dt>Code</dt><dd>${escapeHtml(mail.code)}</dd>` : ''
  }</dl>
<pre>${escapeHtml(mail.text)}</pre>
${links ? `<h3>Links</h3><ul>${links}</ul>` : ''}
</article>`;
}

/** @param {import('./outbox.mjs').StoredMail[]} mails @param {string} [to] */
export function renderMailPage(mails, to = '') {
  const body = mails.length === 0 ? '<p>No e-mails yet.</p>' : mails.map(renderMail).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox mail outbox</title><style>${STYLE}</style></head>
<body>
<header><h1>Sandbox mail outbox</h1>
<p>Every e-mail the operator sandbox would send, newest first. Nothing leaves this machine.</p>
<form method="get" action="/sandbox/mail" role="search"><label for="to">Recipient</label><input id="to" name="to" type="email" value="${escapeHtml(to)}"><button type="submit">Filter</button></form>
</header>
<main><p>${mails.length} e-mail${mails.length === 1 ? '' : 's'}${to ? ` to ${escapeHtml(to)}` : ''}.</p>
${body}
</main>
</body>
</html>`;
}
