// @ts-check
/** Operator wordmarks as SVG: a glyph tile and the name, in colour or in white for dark backgrounds. */
import { escapeHtml } from '../http/html.mjs';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * @param {{ name: string, colors: import('./catalog.mjs').OperatorColors }} operator
 * @param {{ white?: boolean }} [options]
 */
export function logoSvg(operator, { white = false } = {}) {
  const { brand, accent } = operator.colors;
  // textLength pins the wordmark's width, so whatever font renders it, it fits the view box.
  const textLength = Math.ceil(operator.name.length * 14);
  const width = 50 + textLength + 4;
  const tile = white ? '#ffffff' : brand;
  const glyph = white ? brand : '#ffffff';
  const wordmark = white ? '#ffffff' : brand;
  const name = escapeHtml(operator.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${name}">
<title>${name}</title>
<rect width="40" height="40" rx="9" fill="${tile}"/>
<text x="20" y="27.5" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="700" fill="${glyph}">${escapeHtml(operator.name.charAt(0).toUpperCase())}</text>
<rect x="9" y="31" width="22" height="3" rx="1.5" fill="${accent}"/>
<text x="50" y="28" font-family="${FONT}" font-size="22" font-weight="700" textLength="${textLength}" lengthAdjust="spacingAndGlyphs" fill="${wordmark}">${name}</text>
</svg>
`;
}
