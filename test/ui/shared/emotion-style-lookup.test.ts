import { describe, expect, it } from 'vitest';
import { installEmotionStyleLookup } from '../../support/emotion-style-lookup';

const PAGE = `<!doctype html><html><head>
  <style data-emotion="css-global 1a">a {}</style><style data-emotion="css-global 1a" id="second">b {}</style>
  <style data-emotion="css 2b">c {}</style><style>d {}</style>
</head><body>
  <style data-emotion="css-global 3c" id="in-body">e {}</style>
  <svg><style data-emotion="css-global 4d" id="svg">f {}</style></svg>
  <div data-emotion="css-global 5e"></div><style data-emotion="css-global 1Ä">h {}</style><STYLE data-emotion="css-global 6f" id="upper">g {}</STYLE>
</body></html>`;

const SELECTORS = [
  'style[data-emotion="css-global 1a"]',
  'style[data-emotion="css 2b"]',
  'style[data-emotion="css-global 3c"]',
  'style[data-emotion="css-global 4d"]',
  'style[data-emotion="css-global 5e"]',
  'style[data-emotion="css-global 6f"]',
  'style[data-emotion="css-global"]',
  'style[data-emotion="CSS-GLOBAL 1A"]',
  'style[data-emotion="css-global 1ä"]',
  'style[data-emotion=""]',
  'style[data-emotion]',
  'style',
  '#second',
];

describe("Emotion's lookup of its global styles in the UI tests", () => {
  it("finds what jsdom's selector engine finds, the first in document order, and nothing else", () => {
    const frame = document.body.appendChild(document.createElement('iframe'));
    const window = frame.contentWindow as Window & typeof globalThis;
    window.document.open();
    window.document.write(PAGE);
    window.document.close();
    const own = SELECTORS.map((selector) => window.document.querySelector(selector));
    installEmotionStyleLookup(window.Document.prototype);
    expect(SELECTORS.map((selector) => window.document.querySelector(selector))).toEqual(own);
    expect(own.map((found) => (found?.id || found?.getAttribute('data-emotion')) ?? null)).toEqual([
      'css-global 1a',
      'css 2b',
      'in-body',
      'svg',
      null,
      'upper',
      null,
      // jsdom's engine compares the value without regard to case in an HTML page.
      'css-global 1a',
      'css-global 1Ä',
      null,
      'css-global 1a',
      'css-global 1a',
      'second',
    ]);
    frame.remove();
  });
});
