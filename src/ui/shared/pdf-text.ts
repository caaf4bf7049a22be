/**
 * The standard PDF fonts read Windows-1252: spaces the locales use as separators become plain
 * spaces, and anything else outside it a question mark, rather than broken glyphs.
 */
export const pdfText = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[\u00A0\u2007\u2009\u202F]/g, ' ')
    .replace(/[^\x20-\x7E\u00A0-\u00FF€‘’“”–—…•™ŠšŒœŽžŸƒˆ˜]/g, '?');
