import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress.mjs';
import { PROBE_ENV, routeGroupChunks } from './scripts/route-group-chunks.mjs';

const routeGroups = routeGroupChunks({
  configFile: fileURLToPath(import.meta.url),
  messageSets: { 'first-messages': NAMESPACES, 'signed-in-messages': SIGNED_IN_NAMESPACES },
});
/** The route groups' probe build (scripts/route-group-chunks.mjs): chunks only, nothing written. */
const PROBING = process.env[PROBE_ENV] === '1';
import { NAMESPACES, SIGNED_IN_NAMESPACES } from './src/app/i18n/languages';
import { CONFIG_CACHE, OPERATOR_FILES_CACHE } from './src/app/service-worker-caches';

/**
 * The tests that need the operator sandbox (its own tests, and the HTTP adapters' contract suites on
 * it). They form their own project, left out when the repository has no sandbox/ (the portal builds,
 * typechecks and tests without it: npm run check:without-sandbox). Each of them starts a server, so
 * each test and hook gets a budget fit for a loaded machine, not vitest's 5 s.
 */
const NEEDS_SANDBOX = ['test/sandbox/**/*.test.ts', 'test/contract/**/http-*.contract.test.ts'];
const HAS_SANDBOX = existsSync(fileURLToPath(new URL('./sandbox', import.meta.url)));
/**
 * jspdf's optional helpers for HTML and SVG (html2canvas, canvg, DOMPurify): never loaded by the portal's receipts and
 * statements. Their chunks keep their names so that the service worker can leave them out by name.
 */
const JSPDF_HELPERS = ['html2canvas', 'index.es', 'purify.es'];

export default defineConfig({
  resolve: {
    // The three Reflect metadata functions inversify calls, instead of the whole polyfill (src/app/di/reflect-metadata-lite.ts).
    alias: [
      {
        find: /^reflect-metadata\/lite$/,
        replacement: fileURLToPath(new URL('./src/app/di/reflect-metadata-lite.ts', import.meta.url)),
      },
      {
        // rxjs's ES2015 build (native classes) rather than its ES5 one (tslib's helpers): 0.9 kB gzip less of the first
        // visit for the view stores' subjects (docs/adr/0015-rxjs-streams.md).
        find: /^rxjs$/,
        replacement: fileURLToPath(new URL('./node_modules/rxjs/dist/esm/index.js', import.meta.url)),
      },
    ],
  },
  plugins: [
    react(),
    // The service worker (docs/adr/0012-offline-reading.md): the app shell and the hashed assets precached, the
    // operator's configuration and files kept for offline starts; never the operator's answers (those are per rider,
    // in the query cache's saved copy). The manifest is the operator's, served by its host: none is generated here.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // jspdf's optional helpers for HTML and SVG (html2canvas, canvg, DOMPurify): never loaded by the portal's
        // receipts and statements, and 0.4 MB of a phone's first install.
        globIgnores: ['msal-redirect.html', ...JSPDF_HELPERS.map((name) => `**/${name}-*.js`)],
        navigateFallback: '/index.html',
        // Server paths, the operator's stand-in site and the identity redirect bridge are never the portal's page.
        navigateFallbackDenylist: [/^\/(api|oms|sandbox)(\/|$)/, /^\/operators\//, /^\/msal-redirect/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname === '/runtime-config.json',
            handler: 'NetworkFirst',
            options: { cacheName: CONFIG_CACHE, networkTimeoutSeconds: 5 },
          },
          {
            urlPattern: ({ url }) =>
              url.pathname === '/manifest.webmanifest' ||
              /^\/operators\/[^/]+\/(logo|logo-white)\.svg$/.test(url.pathname) ||
              /^\/operators\/[^/]+\/icon-[a-z0-9-]+\.png$/.test(url.pathname) ||
              /^\/[a-z0-9-]+\.ico$/.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: OPERATOR_FILES_CACHE, expiration: { maxEntries: 40 } },
          },
        ],
      },
    }),
    PROBING ? null : precompress(),
    routeGroups.plugin,
    {
      // decisions.md: the shop secret stays on the server unless an operator explicitly asks.
      name: 'tapway-payment-signing-warning',
      buildStart() {
        if (process.env.VITE_PAYMENT_CLIENT_SIGNING === 'on') {
          this.warn(
            'VITE_PAYMENT_CLIENT_SIGNING=on: this build can sign card registrations in the browser with a key from the runtime configuration, which every rider can read. Use it only for an operator whose back end cannot sign (docs/contracts.md).',
          );
        }
      },
    },
  ],
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // A chunk's file is named by its content hash alone (docs/adr/0015-rxjs-streams.md): the first visit names
        // its chunks in import statements and the entry's preload map (185 names), and the names cost 2.8 kB gzip of
        // it. The budget's report names each chunk by its sources. jspdf's optional helpers keep their names: the
        // service worker leaves them out by name (globIgnores above).
        chunkFileNames: (chunk) =>
          JSPDF_HELPERS.includes(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        codeSplitting: { groups: routeGroups.groups },
      },
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        // MSAL v5's redirect bridge: the redirect URI its popups end on (docs/identity-providers.md).
        'msal-redirect': fileURLToPath(new URL('./msal-redirect.html', import.meta.url)),
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Files share their imports in a worker (no test mocks a module; each restores its fake timers and servers):
          // re-importing the graph for each of ~100 files cost more CPU than the tests (docs/testing.md).
          isolate: false,
          // Only bounds a hung test: at load 15-20 on 2 cores a 0.5 s test takes several seconds.
          testTimeout: 60_000,
          include: [
            'test/core/**/*.test.ts',
            'test/adapters/**/*.test.ts',
            'test/app/**/*.test.ts',
            'test/contract/**/*.test.ts',
          ],
          exclude: NEEDS_SANDBOX,
        },
      },
      ...(HAS_SANDBOX
        ? [
            {
              extends: true as const,
              test: {
                name: 'sandbox',
                environment: 'node',
                isolate: false,
                include: NEEDS_SANDBOX,
                // The sandbox hashes passwords at scrypt's cost 2^10, not 2^14: its tests log in over 400 times
                // (sandbox/auth/password.mjs). The browser tests, the bench and `npm start` keep 2^14.
                env: { TAPWAY_SANDBOX_SCRYPT_N: '1024' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          // After the node and sandbox projects: a worker that switches projects builds a new jsdom each time
          // (vitest's "environment" time of a run: 33 s interleaved, 3.7 s grouped).
          sequence: { groupOrder: 1 },
          // A whole portal rendered in jsdom takes seconds on an idle 2-core machine and tens of
          // seconds at load 15-20: these budgets only bound a hung or failing test (the tests wait
          // for events, never for time; docs/testing.md). findBy's is in test/support/ui-setup.ts.
          testTimeout: 120_000,
          expect: { poll: { timeout: 60_000 } },
          isolate: false,
          include: ['test/ui/**/*.test.tsx', 'test/ui/**/*.test.ts'],
          setupFiles: ['test/support/ui-setup.ts'],
        },
      },
    ],
  },
});
