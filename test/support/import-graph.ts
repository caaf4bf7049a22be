import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The runtime import graph of a source tree, and its cycles: what `import/no-cycle` or madge would
 * report, without a dependency. An edge is an import that survives compilation: `import …`,
 * `import()`, `export … from`; `import type` and `export type … from` are erased, so they are not
 * edges (verbatimModuleSyntax keeps `import { type X }` as an import, so that one is).
 */
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The specifiers a file loads at run time. */
export function runtimeSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path) && statSync(path).isFile());
}

/**
 * Each file of `root` with the files it loads by a relative path, all relative to `root` (a file
 * outside it starts with `../`); packages are left out.
 */
export function importGraph(root: string): Map<string, string[]> {
  return new Map(
    sourceFiles(root).map((file) => {
      const targets = runtimeSpecifiers(file, readFileSync(file, 'utf8'))
        .map((specifier) => resolveRelative(file, specifier))
        .filter((target): target is string => target !== undefined);
      return [relative(root, file), targets.map((target) => relative(root, target))];
    }),
  );
}

/** The import cycles of `root`, each as the files around it (first file repeated at the end). */
export function importCycles(root: string): string[][] {
  const graph = importGraph(root);
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string): void => {
    const at = onPath.indexOf(file);
    if (at >= 0) {
      cycles.push([...onPath.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    onPath.pop();
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file);
  return cycles;
}
