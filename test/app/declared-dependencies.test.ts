import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Declared but not imported by name, each for a reason. */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  '@emotion/react': "Chakra UI v3's peer",
  'date-fns': "date-fns-tz's peer (its formatting and calendar)",
  uuid: 'the idempotency keys made in the browser (the next issue)',
  prettier: 'the formatter (npm run format)',
  // Installed for work in progress; each entry goes when the code that imports the package lands.
};

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });

describe('the declared dependencies', () => {
  it('are each imported somewhere, or used for a stated reason', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;
    const declared = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
      (name) => !name.startsWith('@types/') && !(name in USED_WITHOUT_IMPORT),
    );
    const roots = ['src', 'contract', 'test', 'sandbox', 'scripts'].filter((root) => {
      try {
        return statSync(root).isDirectory();
      } catch {
        return false;
      }
    });
    const text = [...roots.flatMap(files), ...files('.').filter((file) => !file.includes('/'))]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const imported = (name: string) => new RegExp(`['"]${name.replace(/[/.]/g, '\\$&')}(/[^'"]*)?['"]`).test(text);
    expect(declared.filter((name) => !imported(name))).toEqual([]);
  }, 30_000);
});
