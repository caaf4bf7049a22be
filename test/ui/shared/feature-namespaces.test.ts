import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources, SHIPPED_LANGUAGES } from '../../support/i18n-resources';

/**
 * One translation namespace per feature, named after its folder (docs/architecture.md, "Messages"): a
 * feature reads its own, `common` and the operator's texts, never another feature's; ui/shared and
 * ui/shell read only `common` (and the operator's). Every key a screen names exists in every language.
 */
const ROOT = join(__dirname, '../../..');
const UI = join(ROOT, 'src/ui');
const LOCALES = join(ROOT, 'src/app/i18n/locales');
const FEATURES = readdirSync(join(UI, 'features')).filter((name) => statSync(join(UI, 'features', name)).isDirectory());
const SHIPPED_NAMESPACES = readdirSync(join(LOCALES, 'en')).map((file) => file.replace(/\.json$/, ''));
const KNOWN = new Set([...SHIPPED_NAMESPACES, 'operator', 'auth', 'profile']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

/** The namespaces a file reads: its useTranslation('…') hooks and its 'namespace:key' strings. */
function namespacesRead(source: string): string[] {
  const hooks = [...source.matchAll(/useTranslation\(\s*['"`]([\w-]+)['"`]/g)].map((m) => m[1]!);
  const qualified = [...source.matchAll(/['"`]([a-z][a-z-]*):[A-Za-z$]/g)].map((m) => m[1]!);
  return [...new Set([...hooks, ...qualified])].filter((namespace) => KNOWN.has(namespace));
}

/** The keys a file names, qualified: `ns:key` strings and t('key') calls of a `t` bound by useTranslation('ns'). */
function keysNamed(source: string): string[] {
  const bound = new Map<string, string | null>();
  for (const m of source.matchAll(/const \{[^}]*?\bt(?:\s*:\s*(\w+))?\b[^}]*\}\s*=\s*useTranslation\(\s*'([\w-]+)'/g)) {
    const name = m[1] ?? 't';
    bound.set(name, bound.has(name) && bound.get(name) !== m[2] ? null : m[2]!);
  }
  const keys = [...source.matchAll(/['"`]([a-z][a-z-]*:[A-Za-z][\w.]*)['"`]/g)]
    .map((m) => m[1]!)
    .filter((key) => KNOWN.has(key.split(':')[0]!));
  for (const [name, namespace] of bound) {
    if (!namespace) continue;
    for (const m of source.matchAll(new RegExp(`\\b${name}\\(\\s*(['"\`])([\\w.:-]+)\\1`, 'g'))) {
      const key = m[2]!;
      keys.push(key.includes(':') ? key : `${namespace}:${key}`);
    }
  }
  return [...new Set(keys)].filter((key) => !key.startsWith('operator:'));
}

type Tree = { readonly [key: string]: string | Tree };
const hasMessage = (language: string, qualified: string): boolean => {
  const [namespace, path] = qualified.split(':') as [string, string];
  const tree = (resources as unknown as Record<string, Record<string, Tree>>)[language]?.[namespace];
  const parts = path.split('.');
  const last = parts.pop()!;
  const parent = parts.reduce<Tree | undefined>((node, key) => node?.[key] as Tree | undefined, tree);
  return typeof parent?.[last] === 'string' || typeof parent?.[`${last}_one`] === 'string';
};

describe('Translation namespaces, one per feature', () => {
  it('are common and feature folders, the same files in every language', () => {
    for (const namespace of SHIPPED_NAMESPACES) expect(['common', ...FEATURES]).toContain(namespace);
    for (const language of SHIPPED_LANGUAGES) {
      const files = readdirSync(join(LOCALES, language)).map((file) => file.replace(/\.json$/, ''));
      expect(files.sort(), language).toEqual([...SHIPPED_NAMESPACES].sort());
      expect(Object.keys(resources[language]).sort(), `test/support/i18n-resources.ts ${language}`).toEqual(files);
    }
  });

  it.each(FEATURES)('features/%s reads its own namespace, common and the operator’s only', (feature) => {
    const allowed = [feature, 'common', 'operator'];
    const foreign = sourceFiles(join(UI, 'features', feature)).flatMap((file) =>
      namespacesRead(readFileSync(file, 'utf8'))
        .filter((namespace) => !allowed.includes(namespace))
        .map((namespace) => `${relative(ROOT, file)} reads ${namespace}`),
    );
    expect(foreign).toEqual([]);
  });

  it.each(['shared', 'shell'])('ui/%s reads common and the operator’s only', (folder) => {
    const foreign = sourceFiles(join(UI, folder)).flatMap((file) =>
      namespacesRead(readFileSync(file, 'utf8'))
        .filter((namespace) => !['common', 'operator'].includes(namespace))
        .map((namespace) => `${relative(ROOT, file)} reads ${namespace}`),
    );
    expect(foreign).toEqual([]);
  });

  it('finds the keys every screen names in all four languages', () => {
    const files = sourceFiles(UI);
    const named = files.flatMap((file) =>
      keysNamed(readFileSync(file, 'utf8')).map((key) => ({ file: relative(ROOT, file), key })),
    );
    expect(named.length).toBeGreaterThan(200);
    const missing = named.flatMap(({ file, key }) =>
      SHIPPED_LANGUAGES.filter((language) => !hasMessage(language, key)).map(
        (language) => `${file}: ${language}/${key}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('sees a foreign namespace however it is named', () => {
    expect(namespacesRead("const { t } = useTranslation('cards');")).toEqual(['cards']);
    expect(namespacesRead("t('travels:close')")).toEqual(['travels']);
    expect(namespacesRead('t(`sign-in:login.${x}`)')).toEqual(['sign-in']);
    expect(namespacesRead("'https://example.com'")).toEqual([]);
    expect(
      keysNamed("const { t: cards } = useTranslation('cards'); cards('title'); cards('common:close');").sort(),
    ).toEqual(['cards:title', 'common:close']);
  });
});
