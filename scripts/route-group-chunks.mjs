// @ts-check
/**
 * Chunks by route group (docs/adr/0016-route-group-chunks.md): the first visit's code in one file, the signed-in
 * dashboard's in one more, instead of one file per pattern of sharing between lazy pages (41 files for the login page,
 * ≈ 130 before the dashboard's first render).
 *
 * Which module a page needs is a question of the tree-shaken program (the login page imports Chakra's barrel, but
 * runs a few of its components), which a group's `test(id)` cannot see in the raw import graph. So a probe build runs
 * first (the same configuration without the groups, in memory), and its chunks say which modules each page loads:
 *   - `first-visit`: the modules of the chunks the main chunk loads with it (not the entry's: it stays small);
 *   - `dashboard`: those of the chunks the signed-in layout, the signed-in use cases and the dashboard's screen and
 *     first-render pieces load with them, less the first visit's, less what a public page loaded later also needs
 *     (sign-up, the e-mail links' pages, check a card…: they keep Rolldown's automatic chunks, not the dashboard's file).
 * Each group holds only modules whose static dependencies are in the group or in a chunk loaded before it, so no group
 * needs its dependencies moved in (`includeDependenciesRecursively: false`) and the chunks' order stays the modules'.
 */
import { fileURLToPath } from 'node:url';

/** Set in the probe build: the configuration leaves the groups (and what only a real build needs) out. */
export const PROBE_ENV = 'TAPWAY_CHUNK_PROBE';

/** The portal's start: boot.ts imports it once the login page's words are painted (docs/adr/0013-first-paint-login.md). */
const MAIN = /[\\/]src[\\/]app[\\/]main\.tsx$/;

/** The signed-in pages' code: a lazy import into it is not a public page's. */
const SIGNED_IN =
  /[\\/]src[\\/](ui[\\/]features[\\/](dashboard|cards|travels|account|claims|concessions|settlement|fare-caps|card-status|alerts|records)[\\/]|ui[\\/]shell[\\/]layouts[\\/]signed-in-layout|app[\\/]di[\\/]signed-in-)/;

/** What a returning rider's dashboard loads before its first render (its lazy imports, as the composition root starts them). */
const DASHBOARD = [
  'src/ui/shell/layouts/signed-in-layout.tsx',
  'src/app/di/signed-in-module.ts',
  'src/app/di/signed-in-adapters.ts',
  'src/ui/features/dashboard/dashboard-screen.tsx',
  'src/ui/features/fare-caps/weekly-caps-tile.tsx',
  'src/ui/features/card-status/blocked-cards-notice.tsx',
  'src/ui/features/settlement/pending-payments-prompt.tsx',
  'src/ui/features/claims/open-cases.tsx',
  'src/ui/features/records/slot-pieces.tsx',
  'src/ui/features/concessions/slot-pieces.tsx',
].map((path) => fileURLToPath(new URL(`../${path}`, import.meta.url)));

/** @typedef {'first-visit' | 'dashboard' | 'dashboard-shared'} GroupName */
/** @typedef {{ fileName: string, moduleIds: readonly string[], imports: readonly string[], facadeModuleId: string | null, isEntry: boolean, type: 'chunk' }} ProbeChunk */

/**
 * Which modules each group takes, from the probe's chunks.
 * @param {readonly ProbeChunk[]} chunks the probe build's chunks
 * @param {ReadonlySet<string>} publicLazy the modules a public page imports lazily (boot.ts's reach, signed-in pages left out)
 * @returns {Map<string, GroupName>}
 */
export function assignGroups(chunks, publicLazy) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk])));
  /** The modules of the chunks `starts` load with them (their static imports, transitively). @param {Iterable<string>} starts */
  const loadedWith = (starts) => {
    /** @type {Set<ProbeChunk>} */
    const seen = new Set();
    const todo = [...starts].map((id) => chunkOf.get(id)).filter((chunk) => chunk !== undefined);
    while (todo.length > 0) {
      const chunk = /** @type {ProbeChunk} */ (todo.pop());
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) todo.push(next);
      }
    }
    return new Set([...seen].flatMap((chunk) => chunk.moduleIds));
  };
  const main = chunks.find((chunk) => chunk.facadeModuleId && MAIN.test(chunk.facadeModuleId));
  if (!main) throw new Error('route-group-chunks: the probe build has no chunk for src/app/main.tsx');
  const entry = loadedWith(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.moduleIds));
  const firstVisit = [...loadedWith(main.moduleIds)].filter((id) => !entry.has(id));
  const publicNeeds = loadedWith([...publicLazy].filter((id) => !MAIN.test(id)));
  /** @type {Map<string, GroupName>} */
  const groups = new Map(firstVisit.map((id) => [id, 'first-visit']));
  for (const id of loadedWith(DASHBOARD)) {
    if (!entry.has(id) && !groups.has(id)) groups.set(id, publicNeeds.has(id) ? 'dashboard-shared' : 'dashboard');
  }
  return groups;
}

/**
 * The modules a public page imports lazily: from the entries, through static and lazy imports, never into the signed-in
 * pages' code.
 * @param {(id: string) => { importedIds: readonly string[], dynamicallyImportedIds: readonly string[], isEntry: boolean } | null} infoOf
 * @param {Iterable<string>} ids every module of the build
 */
export function publicLazyImports(infoOf, ids) {
  const all = [...ids];
  const seen = new Set(all.filter((id) => infoOf(id)?.isEntry));
  const todo = [...seen];
  /** @type {Set<string>} */
  const lazy = new Set();
  const visit = (/** @type {string} */ id) => {
    if (seen.has(id)) return;
    seen.add(id);
    todo.push(id);
  };
  while (todo.length > 0) {
    const info = infoOf(/** @type {string} */ (todo.pop()));
    if (!info) continue;
    info.importedIds.forEach(visit);
    for (const to of info.dynamicallyImportedIds) {
      if (SIGNED_IN.test(to)) continue;
      lazy.add(to);
      visit(to);
    }
  }
  return lazy;
}

/**
 * The file a message set goes to: one per language for the sets loaded together (`first-messages-it`), null for the
 * others (one file each).
 * @param {string} id a module's id
 * @param {Readonly<Record<string, readonly string[]>>} messageSets the sets loaded together, under their group's name
 */
export function messageGroupOf(id, messageSets) {
  const match = /[\\/]locales[\\/]([a-z-]+)[\\/]([a-z-]+)\.json$/.exec(id);
  if (!match) return null;
  const [, language, namespace] = match;
  const set = Object.keys(messageSets).find((name) => messageSets[name]?.includes(namespace ?? ''));
  return set ? `${set}-${language}` : null;
}

/**
 * The plugin (build only) and the groups for `build.rolldownOptions.output.codeSplitting.groups`.
 * @param {{ configFile: string, messageSets: Readonly<Record<string, readonly string[]>> }} options the Vite
 *   configuration the probe builds with; message sets loaded together, in one file per language (not one per set),
 *   under the group's name
 */
export function routeGroupChunks({ configFile, messageSets }) {
  /** @type {ProbeChunk[]} */
  let probe = [];
  /** @type {Map<string, GroupName>} */
  let groupOf = new Map();
  const probing = process.env[PROBE_ENV] === '1';
  /** @param {GroupName} name */
  const group = (name) => ({
    name,
    test: (/** @type {string} */ id) => groupOf.get(id) === name,
    includeDependenciesRecursively: false,
  });
  return {
    groups: probing
      ? []
      : [
          group('first-visit'),
          group('dashboard'),
          group('dashboard-shared'),
          { name: (/** @type {string} */ id) => messageGroupOf(id, messageSets) },
        ],
    /** @type {import('vite').Plugin} */
    plugin: {
      name: 'tapway-route-group-chunks',
      apply: (_config, env) => env.command === 'build' && !probing,
      async buildStart() {
        const { build } = await import('vite');
        process.env[PROBE_ENV] = '1';
        try {
          const output = await build({
            configFile,
            logLevel: 'silent',
            build: { write: false, minify: false, sourcemap: false },
          });
          const outputs = Array.isArray(output) ? output : [output];
          probe = outputs.flatMap((o) => ('output' in o ? o.output : [])).filter((c) => c.type === 'chunk');
        } finally {
          delete process.env[PROBE_ENV];
        }
      },
      buildEnd() {
        const lazy = publicLazyImports((id) => this.getModuleInfo(id), this.getModuleIds());
        groupOf = assignGroups(probe, lazy);
      },
    },
  };
}
