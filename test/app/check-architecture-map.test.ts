import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkArchitectureMap, foldersToName, names } from '../../scripts/check-architecture-map.mjs';

/** The architecture's map check (scripts/check-architecture-map.mjs, run by `npm run check:links`) on trees of its own. */
let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'tapway-map-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function tree(files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

const CODE = {
  'src/core/claims/claim-case.ts': 'export {};\n',
  'src/core/claims/rules/window.ts': 'export {};\n',
  'src/ui/features/claims/slots.tsx': 'export {};\n',
  'src/adapters/in-memory/claims/in-memory-claims.ts': 'export {};\n',
  'src/adapters/http/client/api-call.ts': 'export {};\n',
  'sandbox/routes.mjs': 'export {};\n',
  'sandbox/oms/routes.mjs': 'export {};\n',
  'sandbox/identity/oidc/token.mjs': 'export {};\n',
};

const MAP = [
  '# Architecture',
  '| folder | what it holds |',
  '|---|---|',
  '| `src/core/claims/` | claims |',
  '| `src/ui/features/claims/` | the claims feature |',
  '| `src/adapters/in-memory/claims/` | the case book |',
  '| `sandbox/oms/` | the operations API |',
  '| `sandbox/identity/` | the providers |',
  '| `sandbox/identity/oidc/` | the OpenID provider |',
].join('\n');

describe('the architecture map check', () => {
  it('passes a map that names each context, feature, fake and sandbox folder by its path', async () => {
    await tree({ ...CODE, 'docs/architecture.md': MAP });
    expect(checkArchitectureMap(root)).toEqual([]);
  });

  it('asks for the direct children of the core, the features and the fakes, and every folder of the sandbox', async () => {
    await tree(CODE);
    expect(foldersToName(root)).toEqual([
      'sandbox/identity',
      'sandbox/identity/oidc',
      'sandbox/oms',
      'src/adapters/in-memory/claims',
      'src/core/claims',
      'src/ui/features/claims',
    ]);
  });

  it('fails on an undocumented folder: a new context, feature or fake', async () => {
    await tree({
      ...CODE,
      'docs/architecture.md': MAP,
      'src/core/refunds/refund.ts': 'export {};\n',
      'src/ui/features/refunds/routes.tsx': 'export {};\n',
      'src/adapters/in-memory/refunds/in-memory-refunds.ts': 'export {};\n',
    });
    expect(checkArchitectureMap(root)).toEqual([
      { folder: 'src/adapters/in-memory/refunds/', reason: 'not named in docs/architecture.md' },
      { folder: 'src/core/refunds/', reason: 'not named in docs/architecture.md' },
      { folder: 'src/ui/features/refunds/', reason: 'not named in docs/architecture.md' },
    ]);
  });

  it('fails on an undocumented sandbox folder at any depth: oms/ split into domain folders demands each', async () => {
    await tree({
      ...CODE,
      'docs/architecture.md': MAP,
      'sandbox/oms/claims/claim-routes.mjs': 'export {};\n',
      'sandbox/oms/claims/review/page.mjs': 'export {};\n',
    });
    expect(checkArchitectureMap(root)).toEqual([
      { folder: 'sandbox/oms/claims/', reason: 'not named in docs/architecture.md' },
      { folder: 'sandbox/oms/claims/review/', reason: 'not named in docs/architecture.md' },
    ]);
  });

  it('does not take a folder as named by a longer path, a bare name or a path without its slash', async () => {
    await tree({
      ...CODE,
      'docs/architecture.md': [
        '| `src/core/claims/` | `src/ui/features/claims/` | `src/adapters/in-memory/claims/` |',
        'The sandbox: `sandbox/identity/oidc/`; oms/ (the operations API), see sandbox/oms and `test/sandbox/identity/`.',
      ].join('\n'),
    });
    expect(checkArchitectureMap(root)).toEqual([
      { folder: 'sandbox/identity/', reason: 'not named in docs/architecture.md' },
      { folder: 'sandbox/oms/', reason: 'not named in docs/architecture.md' },
    ]);
    expect(names('`sandbox/oms/claims/`', 'sandbox/oms')).toBe(false);
    expect(names('(sandbox/oms/)', 'sandbox/oms')).toBe(true);
  });

  it('fails on a folder the map names that is gone', async () => {
    await tree({
      ...CODE,
      'docs/architecture.md': `${MAP}\n| \`src/core/tickets/\` | gone |\n| \`sandbox/api/\` | gone |`,
    });
    expect(checkArchitectureMap(root)).toEqual([
      { folder: 'sandbox/api/', reason: 'named in docs/architecture.md but not in the tree' },
      { folder: 'src/core/tickets/', reason: 'named in docs/architecture.md but not in the tree' },
    ]);
  });

  it('leaves the sandbox alone in a tree without it (npm run check:without-sandbox)', async () => {
    const portal = Object.fromEntries(Object.entries(CODE).filter(([path]) => !path.startsWith('sandbox/')));
    await tree({ ...portal, 'docs/architecture.md': MAP });
    expect(checkArchitectureMap(root)).toEqual([]);
  });

  it('fails on every folder when the map is missing', async () => {
    await tree(CODE);
    expect(checkArchitectureMap(root)).toHaveLength(6);
  });

  it("holds for the repository's own docs/architecture.md", () => {
    expect(checkArchitectureMap(join(import.meta.dirname, '../..'))).toEqual([]);
  });
});
