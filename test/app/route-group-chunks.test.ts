import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { assignGroups, messageGroupOf, publicLazyImports } from '../../scripts/route-group-chunks.mjs';

const src = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));
const BOOT = src('app/boot.ts');
const MAIN = src('app/main.tsx');
const DASHBOARD = src('ui/features/dashboard/dashboard-screen.tsx');
const LAYOUT = src('ui/shell/layouts/signed-in-layout.tsx');
const SIGN_UP = src('ui/features/sign-up/sign-up-screen.tsx');

interface Chunk {
  fileName: string;
  moduleIds: string[];
  imports: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
  type: 'chunk';
}
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): Chunk => ({
  fileName,
  moduleIds,
  imports,
  facadeModuleId: moduleIds[0] ?? null,
  isEntry,
  type: 'chunk',
});

/** A probe build as Rolldown chunks it: the entry, the main chunk, small chunks shared by patterns of lazy pages. */
const probe = [
  chunk('entry.js', [BOOT, 'early-start'], ['runtime.js'], true),
  chunk('runtime.js', ['rolldown:runtime']),
  chunk('main.js', [MAIN, 'react-dom'], ['button.js', 'entry.js']),
  chunk('button.js', ['chakra/button']),
  chunk('dashboard.js', [DASHBOARD, 'dashboard-tile'], ['table.js', 'main.js', 'tooltip.js']),
  chunk('layout.js', [LAYOUT], ['tooltip.js']),
  chunk('table.js', ['chakra/table']),
  chunk('tooltip.js', ['chakra/tooltip']),
  chunk('sign-up.js', [SIGN_UP], ['tooltip.js', 'checkbox.js']),
  chunk('checkbox.js', ['chakra/checkbox']),
];

describe('route-group chunks', () => {
  const groups = assignGroups(probe, new Set([MAIN, SIGN_UP]));

  it('puts what the main chunk loads with it in the first visit, never the entry’s modules', () => {
    expect(groups.get(MAIN)).toBe('first-visit');
    expect(groups.get('react-dom')).toBe('first-visit');
    expect(groups.get('chakra/button')).toBe('first-visit');
    expect(groups.has(BOOT)).toBe(false);
    expect(groups.has('early-start')).toBe(false);
    expect(groups.has('rolldown:runtime')).toBe(false);
  });

  it('puts the dashboard’s own modules in its group, and those a public page also loads in the shared one', () => {
    expect(groups.get(DASHBOARD)).toBe('dashboard');
    expect(groups.get(LAYOUT)).toBe('dashboard');
    expect(groups.get('chakra/table')).toBe('dashboard');
    expect(groups.get('chakra/tooltip')).toBe('dashboard-shared');
  });

  it('leaves a public page’s own modules to the automatic chunks', () => {
    expect(groups.has(SIGN_UP)).toBe(false);
    expect(groups.has('chakra/checkbox')).toBe(false);
  });

  it('fails loudly when the probe has no main chunk (the groups would be empty)', () => {
    expect(() =>
      assignGroups(
        probe.filter((c) => c.fileName !== 'main.js'),
        new Set(),
      ),
    ).toThrow(/main\.tsx/);
  });

  it('finds a public page’s lazy imports, never following one into the signed-in pages', () => {
    const graph = new Map([
      [BOOT, { importedIds: [], dynamicallyImportedIds: [MAIN], isEntry: true }],
      [MAIN, { importedIds: ['router'], dynamicallyImportedIds: [SIGN_UP, DASHBOARD], isEntry: false }],
      ['router', { importedIds: [], dynamicallyImportedIds: [], isEntry: false }],
      [SIGN_UP, { importedIds: [], dynamicallyImportedIds: ['captcha'], isEntry: false }],
      ['captcha', { importedIds: [], dynamicallyImportedIds: [], isEntry: false }],
      [DASHBOARD, { importedIds: [], dynamicallyImportedIds: ['chart'], isEntry: false }],
      ['chart', { importedIds: [], dynamicallyImportedIds: [], isEntry: false }],
    ]);
    const lazy = publicLazyImports((id) => graph.get(id) ?? null, graph.keys());
    expect([...lazy].sort()).toEqual([MAIN, SIGN_UP, 'captcha'].sort());
  });

  it('gives the message sets loaded together one file per language', () => {
    const sets = { 'first-messages': ['common', 'sign-in'], 'signed-in-messages': ['dashboard', 'cards'] };
    expect(messageGroupOf('/x/src/app/i18n/locales/it/sign-in.json', sets)).toBe('first-messages-it');
    expect(messageGroupOf('/x/src/app/i18n/locales/de/cards.json', sets)).toBe('signed-in-messages-de');
    expect(messageGroupOf('/x/src/app/i18n/locales/de/travels.json', sets)).toBeNull();
    expect(messageGroupOf('/x/src/ui/features/cards/cards.tsx', sets)).toBeNull();
  });
});
