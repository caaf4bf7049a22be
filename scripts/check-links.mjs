#!/usr/bin/env node
/**
 * The repo explains itself only while its links hold. This checks, with no dependency:
 * - every relative link and `#anchor` in README.md and docs/**\/*.md (inline `[text](target)` and
 *   reference `[label]: target` links; http(s), mailto and other schemes are left alone), and every
 *   Markdown path written there as inline code (`docs/security.md`, `../other.md#anchor`);
 * - every `docs/….md` or `docs/….md#anchor` cited in a code comment under src/, sandbox/, test/, scripts/ and contract/;
 * - that docs/architecture.md names every folder of the core, the UI features, the in-memory fakes and the sandbox,
 *   and no such folder that is gone (scripts/check-architecture-map.mjs).
 * Anchors are the headings' GitHub slugs (lower case, punctuation dropped, spaces as hyphens, "-1", "-2"…
 * for repeats) and any `<a id="…">` / `<a name="…">` in the file.
 *
 * Run: npm run check:links   (exit status 1 and one line per broken link when any is broken)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkArchitectureMap } from './check-architecture-map.mjs';

const CODE_DIRS = ['src', 'sandbox', 'test', 'scripts', 'contract'];
const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.data', 'test-results', 'coverage']);

/**
 * The GitHub slug of a heading's text.
 * @param {string} heading
 */
export function slug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images keep their text
    .replace(/<[^>]+>/g, ''); // inline HTML
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The lines of a Markdown file, those of fenced code blocks blanked (links there are examples, not links). */
/** @param {string} markdown */
function linesOutsideFences(markdown) {
  const lines = markdown.split('\n');
  /** @type {string | null} */
  let fence = null;
  return lines.map((line) => {
    const marks = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marks && marks[0] === fence[0] && marks.length >= fence.length) fence = null;
      return '';
    }
    if (marks) {
      fence = marks;
      return '';
    }
    return line;
  });
}

/**
 * The anchors a Markdown file offers.
 * @param {string} markdown
 */
export function anchorsOf(markdown) {
  /** @type {Set<string>} */
  const anchors = new Set();
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const line of linesOutsideFences(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading?.[1] !== undefined) {
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
  }
  for (const match of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1] ?? '');
  return anchors;
}

/** @typedef {{ target: string, line: number }} Link */

/**
 * The link targets written in a Markdown file, with their line numbers.
 * @param {string} markdown
 */
export function linksOf(markdown) {
  /** @type {Link[]} */
  const links = [];
  linesOutsideFences(markdown)
    .map((line) => line.replace(/(`+)[\s\S]*?\1/g, '')) // nor in inline code
    .forEach((line, index) => {
      for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        links.push({ target: match[1] ?? '', line: index + 1 });
      }
      const reference = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/.exec(line);
      if (reference?.[1]) links.push({ target: reference[1], line: index + 1 });
    });
  return links;
}

/** The comments of a JavaScript or TypeScript source, as [text, line] pairs (strings and template literals skipped). */
/**
 * Paths to Markdown files written as inline code (`docs/security.md`, `../x.md#anchor`): a reader
 * follows them like links. `docs/…` is read from the repository's root, `./…` and `../…` from the file.
 * @param {string} markdown
 * @returns {(Link & { fromRoot: boolean })[]}
 */
export function codePathsOf(markdown) {
  /** @type {(Link & { fromRoot: boolean })[]} */
  const paths = [];
  linesOutsideFences(markdown).forEach((line, index) => {
    for (const match of line.matchAll(/(`+)([\s\S]*?)\1/g)) {
      const text = (match[2] ?? '').trim();
      if (/^(?:\.{1,2}\/|docs\/)[\w./-]*\.md(?:#[\w-]+)?$/.test(text)) {
        paths.push({ target: text, line: index + 1, fromRoot: text.startsWith('docs/') });
      }
    }
  });
  return paths;
}

/** @param {string} source */
export function commentsOf(source) {
  /** @type {{ text: string, line: number }[]} */
  const comments = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    const next = source[i + 1];
    if (char === '\n') {
      line += 1;
      i += 1;
    } else if (char === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      comments.push({ text: source.slice(i + 2, stop), line });
      i = stop;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      const text = source.slice(i + 2, stop);
      comments.push({ text, line });
      line += text.split('\n').length - 1;
      i = stop;
    } else if (char === "'" || char === '"' || char === '`') {
      // A string: to its closing quote (a quoted string also ends at the line's end, so a quote in a regex
      // literal cannot swallow the file).
      i += 1;
      while (i < source.length && source[i] !== char) {
        if (source[i] === '\n') {
          if (char !== '`') break;
          line += 1;
        }
        i += source[i] === '\\' ? 2 : 1;
      }
      i += 1;
    } else {
      i += 1;
    }
  }
  return comments;
}

/**
 * `docs/….md` and `docs/….md#anchor` citations in a source's comments.
 * @param {string} source
 */
export function citationsOf(source) {
  /** @type {Link[]} */
  const citations = [];
  for (const comment of commentsOf(source)) {
    comment.text.split('\n').forEach((text, offset) => {
      for (const match of text.matchAll(/(?<![\w/.-])(docs\/[\w./-]*?\.md)(#[\w-]+)?/g)) {
        citations.push({ target: (match[1] ?? '') + (match[2] ?? ''), line: comment.line + offset });
      }
    });
  }
  return citations;
}

/**
 * @param {string} dir
 * @param {(name: string) => boolean} keep
 * @returns {string[]}
 */
function filesUnder(dir, keep) {
  if (!existsSync(dir)) return [];
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path, keep));
    else if (entry.isFile() && keep(entry.name)) found.push(path);
  }
  return found.sort();
}

/**
 * Every broken link of the tree at `root`, as `{ file, line, target, reason }` (file relative to root).
 * `target` is resolved from the Markdown file's folder, or from the root for a code citation.
 * @param {string} root
 */
export function checkLinks(root) {
  /** @type {Map<string, Set<string>>} */
  const anchorCache = new Map();
  /** @param {string} path */
  const anchorsIn = (path) => {
    const known = anchorCache.get(path) ?? anchorsOf(readFileSync(path, 'utf8'));
    anchorCache.set(path, known);
    return known;
  };
  /** @type {(Link & { file: string, reason: string })[]} */
  const problems = [];
  /**
   * @param {string} file
   * @param {number} line
   * @param {string} target
   * @param {string} base
   */
  const check = (file, line, target, base) => {
    const hash = target.indexOf('#');
    const pathPart = decodeURIComponent((hash === -1 ? target : target.slice(0, hash)).split('?')[0] ?? '');
    const anchor = hash === -1 ? '' : decodeURIComponent(target.slice(hash + 1));
    const resolved =
      pathPart === '' ? join(root, file) : resolve(pathPart.startsWith('/') ? root : base, `.${sep}${pathPart}`);
    const where = { file, line, target };
    if (!resolved.startsWith(resolve(root)))
      return problems.push({ ...where, reason: 'points outside the repository' });
    if (!existsSync(resolved)) return problems.push({ ...where, reason: 'no such file' });
    if (!anchor) return undefined;
    if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) {
      return problems.push({ ...where, reason: 'an anchor into a file that is not Markdown' });
    }
    if (!anchorsIn(resolved).has(anchor)) return problems.push({ ...where, reason: `no heading "#${anchor}"` });
    return undefined;
  };

  const markdown = [join(root, 'README.md'), ...filesUnder(join(root, 'docs'), (name) => name.endsWith('.md'))];
  for (const path of markdown.filter((file) => existsSync(file))) {
    const file = relative(root, path);
    const text = readFileSync(path, 'utf8');
    for (const { target, line } of linksOf(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // http:, mailto:…
      check(file, line, target, dirname(path));
    }
    for (const { target, line, fromRoot } of codePathsOf(text))
      check(file, line, target, fromRoot ? root : dirname(path));
  }
  for (const dir of CODE_DIRS) {
    for (const path of filesUnder(join(root, dir), (name) => CODE_FILE.test(name))) {
      for (const { target, line } of citationsOf(readFileSync(path, 'utf8'))) {
        check(relative(root, path), line, target, root);
      }
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkLinks(root);
  for (const { file, line, target, reason } of problems) console.error(`${file}:${line}: ${target} — ${reason}`);
  const unmapped = checkArchitectureMap(root);
  for (const { folder, reason } of unmapped) console.error(`${folder} — ${reason}`);
  if (problems.length > 0) console.error(`${problems.length} broken link(s).`);
  if (unmapped.length > 0) console.error(`${unmapped.length} folder(s) the architecture's map gets wrong.`);
  if (problems.length > 0 || unmapped.length > 0) process.exit(1);
  console.log('Every relative link, anchor and docs citation resolves; docs/architecture.md names every folder.');
}
