import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads the standard fonts' metrics from its own folder (jspdf writes Helvetica, not embedded). */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

interface Piece {
  x: number;
  y: number;
  width: number;
  text: string;
}

/** How far apart two baselines may be and still be read as one line, in PDF points. */
const SAME_LINE = 2;

/**
 * A PDF's text as a reader copies it, laid out as `pdftotext -layout` does: one line per baseline, top to
 * bottom, the pieces of a line left to right with a space where they stand apart, and a form feed after each
 * page. Read with pdf.js (an npm package), so `npm install` is all the set-up the tests need.
 */
export async function pdfLayoutText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const pieces: Piece[] = [];
      for (const item of content.items)
        if ('str' in item && item.str !== '')
          pieces.push({ x: item.transform[4], y: item.transform[5], width: item.width, text: item.str });
      pages.push(`${linesOf(pieces).join('\n')}\n\f`);
    }
    return pages.join('');
  } finally {
    await document.destroy();
  }
}

/** The pieces grouped by baseline (PDF y grows upwards), each line's pieces joined left to right. */
function linesOf(pieces: Piece[]): string[] {
  const lines: Piece[][] = [];
  for (const piece of [...pieces].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - piece.y) <= SAME_LINE) line.push(piece);
    else lines.push([piece]);
  }
  return lines.map((line) => {
    let text = '';
    let end = -Infinity;
    for (const piece of line.sort((a, b) => a.x - b.x)) {
      if (text !== '' && piece.x - end > 0.5) text += ' ';
      text += piece.text;
      end = piece.x + piece.width;
    }
    return text;
  });
}
