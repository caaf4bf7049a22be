import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles } from '../support/import-graph';

const dirs: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'tapway-cycles-'));
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

describe('no import cycles', () => {
  it('src has none (a module never waits, through others, on itself)', () => {
    expect(importCycles('src')).toEqual([]);
  }, 30_000);

  it.skipIf(!existsSync('sandbox'))(
    'nor has the sandbox',
    () => {
      expect(importCycles('sandbox')).toEqual([]);
    },
    30_000,
  );

  it('finds a cycle through an import, a lazy import() or a re-export', () => {
    const root = tree({
      'a.ts': "import { b } from './b';\nexport const a = () => b;",
      'b.ts': "export * from './c/index';\nexport const b = 1;",
      'c/index.ts': "export const c = () => import('../a');",
      'd.ts': "import { a } from './a';\nexport const d = a;",
    });
    expect(importCycles(root)).toEqual([['a.ts', 'b.ts', 'c/index.ts', 'a.ts']]);
  });

  it('ignores type-only imports, which compile away', () => {
    const root = tree({
      'a.ts': "import type { B } from './b';\nexport type A = B;\nexport const a = 1;",
      'b.ts': "import { a } from './a';\nexport type B = number;\nexport const b = a;",
    });
    expect(importCycles(root)).toEqual([]);
  });
});
