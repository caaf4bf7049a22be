import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** What sandbox/oms/ holds beside its domain folders: the composition of their routes and the routes' schemas. */
const COMPOSITION = ['routes.mjs', 'schemas.mjs'];

describe('the operations API laid out by domain', () => {
  it.skipIf(!existsSync('sandbox/oms'))(
    'keeps no file flat in sandbox/oms/ but its composition: each belongs to its domain folder',
    () => {
      const flat = readdirSync('sandbox/oms').filter(
        (name) => !statSync(join('sandbox/oms', name)).isDirectory() && !COMPOSITION.includes(name),
      );
      expect(flat, 'move each into its domain folder (docs/architecture.md names them)').toEqual([]);
    },
  );
});
