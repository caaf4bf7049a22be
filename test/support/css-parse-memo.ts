import { jsdomRequire } from './jsdom-internals';

interface Sheet {
  readonly cssRules: unknown[];
}
const MEMOISED = Symbol.for('tapway.test.cssParseMemoised');
type Parse = (text: unknown, options?: { styleSheet?: unknown; cssRules?: unknown }, onError?: unknown) => Sheet;

/**
 * Each rendered portal mounts Chakra's provider, whose global styles (the reset and ≈ 60 kB of theme tokens) Emotion
 * inserts again as `<style>` elements, and jsdom parses again: ≈ 30 ms of CPU a test. The same text gets the same
 * rules: a text parsed before gives a new sheet (made by jsdom's parser, with its owner node) holding the rules
 * parsed the first time. Nothing in the tests or the portal changes a rule through the CSSOM (Emotion writes text
 * in development builds), and the sheets themselves stay one per element.
 */
export function memoiseCssParse(): void {
  const cssom = jsdomRequire('@acemir/cssom') as { parse: Parse; [MEMOISED]?: true };
  // The setup file runs again for every test file of a worker (isolate: false), and the module is the worker's.
  if (cssom[MEMOISED]) return;
  cssom[MEMOISED] = true;
  const parse = cssom.parse;
  const rulesOf = new Map<string, unknown[]>();
  cssom.parse = (text, options, onError) => {
    if (typeof text !== 'string' || options?.styleSheet || options?.cssRules) return parse(text, options, onError);
    const rules = rulesOf.get(text);
    if (!rules) {
      const sheet = parse(text, options, onError);
      rulesOf.set(text, Array.from(sheet.cssRules));
      return sheet;
    }
    const sheet = parse('', options, onError);
    sheet.cssRules.push(...rules);
    return sheet;
  };
}
