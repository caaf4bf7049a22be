/**
 * docs/architecture.md is the map of the repository: it must name every folder a maintainer looks for, and no folder
 * that is gone. "Named" means the folder's path from the repository's root, with its trailing slash, written in the
 * file (`src/core/claims/`, `sandbox/identity/oidc/`): the table "Where each folder is" under the tree.
 *
 * The folders that must be named:
 * - the direct children of src/core (the contexts), src/ui/features (the features) and src/adapters/in-memory (the
 *   fakes);
 * - every folder under sandbox/, at any depth (a domain folder inside sandbox/oms/ is a folder to find too).
 * A path under those roots written in the file whose folder does not exist is reported as well (a root that is absent
 * altogether, as sandbox/ in `npm run check:without-sandbox`'s copy, is left alone).
 *
 * Run by `npm run check:links` (scripts/check-links.mjs).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ARCHITECTURE_DOC = 'docs/architecture.md';
/** The roots whose direct children must be named. */
const FLAT_ROOTS = ['src/core', 'src/ui/features', 'src/adapters/in-memory'];
/** The roots whose folders, at any depth, must be named. */
const DEEP_ROOTS = ['sandbox'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.data', 'test-results', 'coverage']);

/**
 * The folders under `dir` (a path relative to `root`), as repository paths with `/` separators.
 * @param {string} root
 * @param {string} dir
 * @param {boolean} deep
 * @returns {string[]}
 */
function foldersUnder(root, dir, deep) {
  const absolute = join(root, dir);
  if (!existsSync(absolute) || !statSync(absolute).isDirectory()) return [];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      return deep ? [path, ...foldersUnder(root, path, true)] : [path];
    });
}

/**
 * The folders the map must name in the tree at `root`, sorted.
 * @param {string} root
 */
export function foldersToName(root) {
  return [
    ...FLAT_ROOTS.flatMap((dir) => foldersUnder(root, dir, false)),
    ...DEEP_ROOTS.flatMap((dir) => foldersUnder(root, dir, true)),
  ].sort();
}

/** @param {string} text */
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` names the folder `path`: `path/` not preceded or followed by more of a path.
 * (`sandbox/identity/` is not named by `sandbox/identity/oidc/`.)
 * @param {string} text
 * @param {string} path
 */
export function names(text, path) {
  return new RegExp(`(?<![\\w./-])${escaped(path)}/(?![\\w.-])`).test(text);
}

/**
 * The folder paths under the checked roots that `text` names (`src/core/claims/`, `sandbox/oms/`), without the slash.
 * @param {string} text
 */
export function namedFolders(text) {
  const roots = [...FLAT_ROOTS, ...DEEP_ROOTS].map(escaped).join('|');
  const pattern = new RegExp(`(?<![\\w./-])((?:${roots})(?:/[\\w.-]+)+)/(?![\\w.-])`, 'g');
  return [...new Set([...text.matchAll(pattern)].map((match) => match[1] ?? ''))].sort();
}

/**
 * What is wrong with the map of the tree at `root`, as `{ folder, reason }`: a folder it does not name, or a folder it
 * names that is not there.
 * @param {string} root
 * @returns {{ folder: string, reason: string }[]}
 */
export function checkArchitectureMap(root) {
  const docPath = join(root, ARCHITECTURE_DOC);
  const text = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '';
  const present = foldersToName(root);
  const missing = present
    .filter((folder) => !names(text, folder))
    .map((folder) => ({ folder: `${folder}/`, reason: `not named in ${ARCHITECTURE_DOC}` }));
  const rootPresent = (/** @type {string} */ folder) =>
    [...FLAT_ROOTS, ...DEEP_ROOTS].some((dir) => folder.startsWith(`${dir}/`) && existsSync(join(root, dir)));
  const isFolder = (/** @type {string} */ folder) =>
    existsSync(join(root, folder)) && statSync(join(root, folder)).isDirectory();
  const gone = namedFolders(text)
    .filter((folder) => rootPresent(folder) && !isFolder(folder))
    .map((folder) => ({ folder: `${folder}/`, reason: `named in ${ARCHITECTURE_DOC} but not in the tree` }));
  return [...missing, ...gone];
}
