// @ts-check
/**
 * The portal's entry (src/app/boot.ts) imports the main chunk dynamically, so that the runtime
 * configuration and messages start downloading while it loads. This Vite plugin lists that chunk
 * and its static imports as `<link rel="modulepreload">` in index.html, so they start with the
 * page instead of after the entry has run. At low priority: the static shell's stylesheet and
 * the entry come first, since the shell paints without them (and Lighthouse then counts them
 * as what they are, not render-blocking).
 * @param {string} moduleSuffix the path (from the project root) of the dynamically imported module, e.g. `src/app/main.tsx`
 * @returns {import('vite').Plugin}
 */
export function preloadEntryImports(moduleSuffix) {
  return {
    name: 'tapway:preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return undefined;
        const target = chunk.dynamicImports
          .map((file) => bundle[file])
          .find((output) => output?.type === 'chunk' && output.facadeModuleId?.endsWith(moduleSuffix));
        if (!target || target.type !== 'chunk') return undefined;
        /** @type {Set<string>} the chunk and what it imports, less what Vite already preloads for the entry */
        const files = new Set();
        const visit = (/** @type {string} */ file) => {
          const output = bundle[file];
          if (files.has(file) || file === chunk.fileName || chunk.imports.includes(file) || output?.type !== 'chunk')
            return;
          files.add(file);
          output.imports.forEach(visit);
        };
        visit(target.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
          injectTo: /** @type {const} */ ('head'),
        }));
      },
    },
  };
}
