import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every declared package earns its place, with no list of exemptions: a runtime dependency is imported by the code
 * that runs (the portal, the sandbox, the operator's rules; not the in-memory fakes, which only tests use), or another
 * runtime dependency asks for it as a peer (its own package.json says so); a development dependency is imported
 * anywhere, or an npm script runs it.
 */
type Manifest = Record<string, Record<string, string> | undefined>;

const files = (dir: string, skip: readonly string[] = []): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.') || skip.includes(path)) return [];
    return statSync(path).isDirectory() ? files(path, skip) : /\.(ts|tsx|mjs|js|cjs)$/.test(name) ? [path] : [];
  });
const exists = (dir: string) => {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
};
const text = (paths: readonly string[]) => paths.map((file) => readFileSync(file, 'utf8')).join('\n');
const importedIn = (source: string) => (name: string) =>
  new RegExp(`['"]${name.replace(/[/.]/g, '\\$&')}(/[^'"]*)?['"]`).test(source);
const manifest = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Manifest;

const pkg = manifest('package.json');
const runtime = Object.keys(pkg.dependencies ?? {});
const development = Object.keys(pkg.devDependencies ?? {}).filter((name) => !name.startsWith('@types/'));

describe('the declared dependencies', () => {
  it('are, at run time, imported by the code that runs or asked for as a peer by another dependency', () => {
    const running = text(
      ['src', 'sandbox', 'contract']
        .filter(exists)
        .flatMap((root) => files(root, [join('src', 'adapters', 'in-memory')])),
    );
    const peers = new Set(
      runtime.flatMap((name) =>
        Object.keys(manifest(join('node_modules', name, 'package.json')).peerDependencies ?? {}),
      ),
    );
    expect(runtime.filter((name) => !importedIn(running)(name) && !peers.has(name))).toEqual([]);
  }, 30_000);

  it('are, for development, imported anywhere or run by an npm script', () => {
    const anywhere = text([
      ...['src', 'contract', 'test', 'sandbox', 'scripts'].filter(exists).flatMap((root) => files(root)),
      ...files('.').filter((file) => !file.includes('/')),
    ]);
    const scripts = Object.values(pkg.scripts ?? {}).join('\n');
    const run = (name: string) => new RegExp(`(^|[\\s;&|])${name}(\\s|$)`, 'm').test(scripts);
    expect(development.filter((name) => !importedIn(anywhere)(name) && !run(name))).toEqual([]);
  }, 30_000);
});
