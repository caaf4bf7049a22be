/**
 * The text a PDF shows, read back from its content streams (jspdf writes them uncompressed): what
 * a reader can search and copy, one string per text operation.
 */
export function pdfStrings(bytes: ArrayBuffer | Uint8Array): string[] {
  const source = new TextDecoder('latin1').decode(bytes);
  return [...source.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((match) => match[1]!.replace(/\\([()\\])/g, '$1'));
}
