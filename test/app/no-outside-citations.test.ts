import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repo explains itself: code and tests point at docs/ (docs/behaviour/README.md#citing-it), never at a product
 * spec, an issue number or a decisions file kept outside the repo.
 */
const ROOT = join(import.meta.dirname, '../..');
const DIRS = ['src', 'sandbox', 'test', 'scripts'];
const SKIPPED = new Set(['node_modules', 'dist', '.data', 'test-results', 'coverage']);
const CODE = /\.(?:[cm]?[jt]sx?)$/;
/** This test, and the link check's, whose fixtures spell such citations on purpose. */
const EXCLUDED = new Set([relative(ROOT, import.meta.filename), join('test', 'app', 'check-links.test.ts')]);
const OUTSIDE = /\bspec (?:section )?\d|\bissues? \d|\bdecisions?\.md\b/i;

/** Every code file under a folder, as paths relative to the repo (none when the folder is absent: a tree without sandbox/). */
function codeFiles(dir: string): string[] {
  if (!existsSync(join(ROOT, dir))) return [];
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : codeFiles(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

/** Each line of a text that cites something outside the repo, as `path:line: text`. */
export function outsideCitations(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (OUTSIDE.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : []));
}

describe('citations in code and tests', () => {
  it('recognises the outside citations and lets docs/ anchors through', () => {
    const text = [
      '// What the rider owes (spec 2.7)',
      "it('throttles (issue 17 §4)', () => {});",
      '/** Change password (decisions.md). */',
      '// What the rider owes (docs/behaviour/rules.md#settlement)',
    ].join('\n');
    expect(outsideCitations('x.ts', text)).toEqual([
      'x.ts:1: // What the rider owes (spec 2.7)',
      "x.ts:2: it('throttles (issue 17 §4)', () => {});",
      'x.ts:3: /** Change password (decisions.md). */',
    ]);
  });

  it('finds none under src/, sandbox/, test/ and scripts/: they point at docs/ instead', () => {
    const found = DIRS.flatMap(codeFiles)
      .filter((path) => !EXCLUDED.has(path))
      .flatMap((path) => outsideCitations(path, readFileSync(join(ROOT, path), 'utf8')));
    expect(found).toEqual([]);
  });
});
