import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importGraph } from '../support/import-graph';

/** The sandbox's domain folders and its composition: what its generic database layer (db/) must never reach. */
const DOMAIN = /^(oms|api|vpos|identity|mail|http)\/|^(database|routes|sandbox-routes|server|start)\.mjs$/;

/**
 * Every module of a sandbox tree that a file of its db/ folder loads, directly or through others, and that is a
 * domain's (or the composition's), with the first db/ file that reaches it.
 */
function domainsReachedFromDb(root: string): { from: string; reaches: string }[] {
  const graph = importGraph(root);
  const found: { from: string; reaches: string }[] = [];
  for (const start of [...graph.keys()].filter((file) => file.startsWith('db/')).sort()) {
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      if (DOMAIN.test(file) && !found.some((each) => each.reaches === file)) found.push({ from: start, reaches: file });
      for (const target of graph.get(file) ?? []) visit(target);
    };
    visit(start);
  }
  return found;
}

const dirs: string[] = [];
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'tapway-db-layer-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the sandbox's database layer imports no domain", () => {
  it.skipIf(!existsSync('sandbox'))(
    'sandbox/db/ reaches no module of oms/, api/, vpos/, identity/, mail/, http/ nor the composition',
    () => {
      expect(domainsReachedFromDb('sandbox')).toEqual([]);
    },
    30_000,
  );

  it('finds a domain module a db/ file imports, directly or through a helper, but not a type-only import', () => {
    const root = tree({
      'db/store.mjs': "import { NETWORKS } from '../oms/network/network.mjs';\nexport const a = NETWORKS;\n",
      'db/seed.mjs': "import { hash } from '../auth/password.mjs';\nexport const b = hash;\n",
      'auth/password.mjs': "import { later } from '../database.mjs';\nexport const hash = later;\n",
      'db/accounts.ts': "import type { Rider } from '../api/riders.mjs';\nexport const c = {} as Rider;\n",
      'oms/network/network.mjs': 'export const NETWORKS = {};\n',
      'api/riders.mjs': 'export const Rider = {};\n',
      'database.mjs': 'export const later = 1;\n',
    });
    expect(domainsReachedFromDb(root)).toEqual([
      { from: 'db/seed.mjs', reaches: 'database.mjs' },
      { from: 'db/store.mjs', reaches: 'oms/network/network.mjs' },
    ]);
  });
});
