// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Packages the pure core must never import: it talks to the world only through ports. */
const NOT_IN_CORE = [
  'react',
  'react-*',
  'react/*',
  'axios',
  'inversify',
  'i18next',
  'react-i18next',
  '@chakra-ui/*',
  '@emotion/*',
  'crypto-js',
  'crypto-js/*',
  'jspdf',
  '@azure/*',
  '@react-oauth/*',
  'uuid',
  'rxjs',
  'rxjs/*',
  'date-fns',
  'date-fns-tz',
  'node:*',
];

/**
 * rxjs's deep paths (rxjs/operators, rxjs/internal/…): the build maps only the bare 'rxjs' to its ES2015 build
 * (vite.config.ts), so a deep path would bundle a second copy of what it holds.
 */
const RXJS_DEEP_PATHS = {
  group: ['rxjs/*'],
  message: "Import from 'rxjs': the build maps only that path (vite.config.ts).",
};

/** The sandbox's domain folders (their APIs, pages and stand-ins): sandbox/db/ imports none of them. */
const SANDBOX_DOMAINS = ['oms', 'api', 'vpos', 'identity', 'mail', 'http'];

/** What each core context builds on (docs/architecture.md); every context may use core/shared. */
const CONTEXT_DEPENDENCIES = {
  session: [],
  account: ['session'],
  cards: ['session'],
  travels: ['cards', 'session'],
  settlement: ['travels', 'cards', 'session'],
  claims: ['travels', 'cards', 'session'],
  'card-status': ['travels', 'cards', 'session'],
  alerts: ['session'],
  statements: ['travels', 'cards', 'session'],
  'data-export': ['travels', 'cards', 'claims', 'session'],
  concessions: ['travels', 'cards', 'session'],
  'card-check': ['card-status', 'travels', 'cards', 'session'],
};

function coreContextRules() {
  return Object.entries(CONTEXT_DEPENDENCIES).map(([context, uses]) => ({
    from: [['core-context', { context }]],
    allow: uses.map((used) => ['core-context', { context: used }]),
  }));
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'sandbox/.data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'core-shared', pattern: 'src/core/shared' },
        { type: 'core-context', pattern: 'src/core/*', capture: ['context'] },
        { type: 'in-memory', pattern: 'src/adapters/in-memory' },
        { type: 'adapters', pattern: 'src/adapters' },
        // The operator's published rules (codes, limits), one neutral module for the sandbox, the fakes and the UI (ADR-0011).
        { type: 'operator-rules', pattern: 'contract/operator-rules.mjs', mode: 'full' },
        { type: 'ui-shell', pattern: 'src/ui/shell' },
        { type: 'ui-shared', pattern: 'src/ui/shared' },
        { type: 'ui-feature', pattern: 'src/ui/features/*', capture: ['feature'] },
        { type: 'app', pattern: 'src/app' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // Every way a module reaches another: static imports, lazy `import()` and re-exports (`export … from`).
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    },
    rules: {
      'boundaries/no-unknown': 'error',
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            'The layer rule: ${file.type} may not import this ${dependency.type} (a feature imports no other feature; a core context only what it builds on; docs/architecture.md)',
          rules: [
            { from: 'core-shared', allow: ['core-shared'] },
            { from: 'core-context', allow: ['core-shared', ['core-context', { context: '${from.context}' }]] },
            ...coreContextRules(),
            { from: 'adapters', allow: ['core-shared', 'core-context', 'adapters', 'operator-rules'] },
            { from: 'in-memory', allow: ['core-shared', 'core-context', 'adapters', 'in-memory', 'operator-rules'] },
            { from: 'ui-shared', allow: ['core-shared', 'core-context', 'ui-shared', 'operator-rules'] },
            {
              from: 'ui-feature',
              allow: [
                'core-shared',
                'core-context',
                'ui-shared',
                'operator-rules',
                ['ui-feature', { feature: '${from.feature}' }],
              ],
            },
            { from: 'ui-shell', allow: ['core-shared', 'core-context', 'ui-shared', 'ui-feature', 'ui-shell'] },
            {
              from: 'app',
              allow: ['core-shared', 'core-context', 'adapters', 'ui-shell', 'ui-shared', 'ui-feature', 'app'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [RXJS_DEEP_PATHS] }] },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: NOT_IN_CORE, message: 'The core is pure TypeScript: reach the world through a port.' }] },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes through the Clock port.' },
        { object: 'Math', property: 'random', message: 'Ids and randomness come through ports.' },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Time comes through the Clock port.',
        },
        {
          // no-restricted-imports does not see import(): the core loads nothing lazily (the app and ui do).
          selector: 'ImportExpression',
          message: 'The core is pure TypeScript: no import(); reach the world through a port.',
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['inversify', 'axios', 'crypto-js', 'crypto-js/*'],
              message: 'The UI reaches the core through useUseCase, never adapters or the container.',
            },
            RXJS_DEEP_PATHS,
          ],
        },
      ],
    },
  },
  {
    files: ['sandbox/**/*.mjs', 'scripts/**/*.mjs', 'test/e2e/**/*.{mjs,ts}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    // The sandbox's generic database layer knows no domain: each registers its tables and seed through the
    // composition (sandbox/database.mjs), which hands them to the store.
    files: ['sandbox/db/**/*.mjs'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: SANDBOX_DOMAINS.flatMap((domain) => [`../${domain}/**`, `../../${domain}/**`]).concat([
                '../database.mjs',
                '../routes.mjs',
                '../server.mjs',
                '../*-routes.mjs',
              ]),
              message:
                'sandbox/db/ imports no domain: the domain registers its tables and seed in sandbox/database.mjs.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // no-restricted-imports does not see import(): the db layer loads nothing lazily.
          selector: 'ImportExpression',
          message: 'sandbox/db/ loads nothing lazily: a domain registers its tables in sandbox/database.mjs.',
        },
      ],
    },
  },
  {
    // Functions the benchmark runs inside the page.
    files: ['scripts/bench/measure-in-page.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
