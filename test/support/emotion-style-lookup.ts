/**
 * Emotion's `<Global>` looks for a server-rendered copy of its styles each time it mounts, with
 * `document.querySelector('style[data-emotion="css-global …"]')`: every rendered portal mounts Chakra's few global
 * styles, and jsdom's selector engine walked the whole page for each (≈ 5 % of the UI tests' CPU). The same
 * question is answered here from the page's `<style>` elements, in document order, comparing the value as jsdom's
 * engine does in an HTML page (case-insensitively); any other selector, or one with an escape, goes to jsdom.
 */
const STYLE_BY_DATA_EMOTION = /^style\[data-emotion="([^"\\]*)"\]$/;

export function installEmotionStyleLookup(prototype: Document = Document.prototype): void {
  const querySelector = prototype.querySelector;
  prototype.querySelector = function (this: Document, selectors: string) {
    const wanted = typeof selectors === 'string' ? STYLE_BY_DATA_EMOTION.exec(selectors) : null;
    if (!wanted) return querySelector.call(this, selectors);
    const value = (wanted[1] ?? '').toLowerCase();
    for (const style of Array.from(this.getElementsByTagName('style'))) {
      const own = style.getAttribute('data-emotion');
      if (own !== null && own.toLowerCase() === value) return style;
    }
    return null;
  } as Document['querySelector'];
}
