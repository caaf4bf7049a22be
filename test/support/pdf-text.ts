/** Windows-1252's characters at 0x80–0x9F (Latin-1 has controls there): what the standard PDF fonts draw. */
const WIN_ANSI = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * The text a PDF shows, read back from its content streams (jspdf writes them uncompressed, in the
 * standard fonts' Windows-1252): what a reader can search and copy, one string per text operation.
 */
export function pdfStrings(bytes: ArrayBuffer | Uint8Array): string[] {
  const source = [...new Uint8Array(bytes)]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI[byte - 0x80] : String.fromCharCode(byte)))
    .join('');
  return [...source.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((match) => match[1]!.replace(/\\([()\\])/g, '$1'));
}
