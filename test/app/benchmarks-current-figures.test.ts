import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/benchmarks.md leads with the current figures, one row per goal, so a reader finds where each goal stands
 * without reading the history below it.
 */
const TEXT = readFileSync(join(import.meta.dirname, '../../docs/benchmarks.md'), 'utf8');
const COLUMNS = ['goal', 'target', 'latest figure', 'met', 'when (commit)', 'machine'];

/** The cells of a Markdown table row. */
const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** The rows of the first table after a heading, header first (the separator row left out). */
function firstTable(section: string): string[][] {
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  return lines
    .slice(start, end === -1 ? undefined : end)
    .filter((line) => !/^\|[-|\s]+\|$/.test(line))
    .map(cells);
}

describe('docs/benchmarks.md', () => {
  const sections = TEXT.split(/^## /m).slice(1);

  it('opens with the current figures, before any history', () => {
    expect(sections[0]?.split('\n')[0]).toBe('Current figures');
  });

  it('gives each goal its target, latest figure, whether it is met, when and on what machine', () => {
    const [header = [], ...rows] = firstTable(sections[0] ?? '');
    expect(header).toEqual(COLUMNS);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      expect(row, row.join(' | ')).toHaveLength(COLUMNS.length);
      expect(row.slice(0, 5).every((cell) => cell.length > 0 && cell !== '–')).toBe(true);
      expect(row[4], 'the date of the figure').toMatch(/\b20\d\d-\d\d-\d\d\b/);
    }
    const goals = rows.map((row) => row[0]);
    expect(new Set(goals).size, 'one row per goal').toBe(goals.length);
  });

  it('keeps the history below: the budget, Lighthouse, the bench and the sandbox sections', () => {
    const titles = sections.map((section) => section.split('\n')[0]);
    expect(titles).toEqual(
      expect.arrayContaining([
        'First-visit JavaScript (budget: 258 kB gzip)',
        'Lighthouse (`npm run lighthouse`)',
        'Trips and payments: a year of 10,000 trips (`npm run bench`)',
        'Sandbox: the tap world',
      ]),
    );
  });
});
