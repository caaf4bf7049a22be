import { createRequire } from 'node:module';

/**
 * `require` from jsdom's own folder: its internal modules (style rules, wrappers) and the very copies of its
 * dependencies (`@acemir/cssom`, `cssstyle`) that the test environment's jsdom uses, which the UI tests' speed-ups
 * (lazy-computed-style.ts, css-parse-memo.ts) reach into.
 */
export const jsdomRequire = createRequire(createRequire(import.meta.url).resolve('jsdom'));
