import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repo explains itself: code, tests and docs point at docs/ (docs/behaviour/README.md#citing-it), never at a
 * product spec, an issue number or a decisions file kept outside the repo. The docs say what the thing is, or link
 * the ADR or the section that does.
 */
const ROOT = join(import.meta.dirname, '../..');
const DIRS = ['src', 'sandbox', 'test', 'scripts', 'contract'];
const SKIPPED = new Set(['node_modules', 'dist', '.data', 'test-results', 'coverage']);
const CODE = /\.(?:[cm]?[jt]sx?)$/;
/** This test, and the link check's, whose fixtures spell such citations on purpose. */
const EXCLUDED = new Set([relative(ROOT, import.meta.filename), join('test', 'app', 'check-links.test.ts')]);
const OUTSIDE = /\bspec(?:'s)? (?:section |§ ?)?\d|\bissues? #?\d|\bdecisions?\.md\b/i;

/** Every file under a folder whose name matches, as paths relative to the repo (none when the folder is absent: a tree without sandbox/). */
function filesUnder(dir: string, kind: RegExp): string[] {
  if (!existsSync(join(ROOT, dir))) return [];
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(path, kind);
    return kind.test(entry.name) ? [path] : [];
  });
}

/** The outside citations in these files, as `path:line: text`. */
function citationsIn(paths: string[]): string[] {
  return paths
    .filter((path) => !EXCLUDED.has(path))
    .flatMap((path) => outsideCitations(path, readFileSync(join(ROOT, path), 'utf8')));
}

/** Each line of a text that cites something outside the repo, as `path:line: text`. */
export function outsideCitations(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (OUTSIDE.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : []));
}

describe('citations in code, tests and docs', () => {
  it('recognises the outside citations and lets docs/ anchors through', () => {
    const text = [
      '// What the rider owes (spec 2.7)',
      "it('throttles (issue 17 §4)', () => {});",
      '/** Change password (decisions.md). */',
      '// What the rider owes (docs/behaviour/rules.md#settlement)',
      '| 2026-11-22 | issues 2 and 3 done | 281.2 kB |',
      'Status: accepted (issue #21)',
      "must open the global error modal (the spec's section 8).",
      'Status: accepted; amended: one owner of the session ([ADR 4](adr/0004-session.md)), the issuer, 2 issues',
    ].join('\n');
    expect(outsideCitations('x.ts', text)).toEqual([
      'x.ts:1: // What the rider owes (spec 2.7)',
      "x.ts:2: it('throttles (issue 17 §4)', () => {});",
      'x.ts:3: /** Change password (decisions.md). */',
      'x.ts:5: | 2026-11-22 | issues 2 and 3 done | 281.2 kB |',
      'x.ts:6: Status: accepted (issue #21)',
      "x.ts:7: must open the global error modal (the spec's section 8).",
    ]);
  });

  it('finds none under src/, sandbox/, test/, scripts/ and contract/: they point at docs/ instead', () => {
    expect(citationsIn(DIRS.flatMap((dir) => filesUnder(dir, CODE)))).toEqual([]);
  });

  it('finds none in README.md and the Markdown under docs/: they say what the thing is, or link the ADR or section', () => {
    const markdown = filesUnder('docs', /\.md$/);
    expect(markdown).toContain(join('docs', 'benchmarks.md'));
    expect(markdown).toContain(join('docs', 'adr', '0010-data-table.md'));
    expect(citationsIn(['README.md', ...markdown])).toEqual([]);
  });
});
