// @ts-check
/** A small stand-in for the operator's own web site, where the portal's logo links to. */
import { escapeHtml } from '../http/html.mjs';

/** @param {import('../db/operators.mjs').Operator} operator */
export function sitePage(operator) {
  const texts = operator.texts.en ?? Object.values(operator.texts)[0];
  if (!texts) throw new Error(`Operator ${operator.key} has no texts`);
  const { brand, brandContrast } = operator.colors;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(operator.name)}</title><link rel="icon" href="/${escapeHtml(operator.key)}.ico">
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
header{background:${brand};color:${brandContrast};padding:1rem 2rem}main,footer{max-width:48rem;margin:0 auto;padding:1rem 2rem}
h1{margin:.5rem 0}a{color:${brand}}.cta{display:inline-block;padding:.6rem 1.2rem;border-radius:6px;background:${brand};color:${brandContrast};text-decoration:none}</style></head>
<body>
<header><img src="/operators/${escapeHtml(operator.key)}/logo-white.svg" alt="${escapeHtml(operator.name)}" height="40"></header>
<main>
<h1>${escapeHtml(texts.welcomeTitle)}</h1>
<p>${escapeHtml(texts.description)}</p>
<p>This is the sample web site of ${escapeHtml(operator.name)}, served by the Tapway operator sandbox.</p>
<p><a class="cta" href="/?tenant=${escapeHtml(operator.key)}">Go to the rider portal</a></p>
<p><a href="/operators/${escapeHtml(operator.key)}/privacy.pdf">Privacy notice (PDF)</a></p>
</main>
<footer><p>${escapeHtml(texts.copyright)}</p></footer>
</body>
</html>`;
}
