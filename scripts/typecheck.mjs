// @ts-check
/**
 * Typechecks each project in turn: the app and its tests, the DOM-free core, and, when the
 * repository has the operator sandbox, the sandbox with the scripts and the tests that need it.
 * Without sandbox/ (the portal ships without its stand-in server) the last two are skipped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const hasSandbox = existsSync(`${root}/sandbox`);
const projects = [
  'tsconfig.json',
  'tsconfig.core.json',
  ...(hasSandbox ? ['tsconfig.sandbox.json', 'tsconfig.sandbox-tests.json'] : []),
];

for (const project of projects) {
  console.log(`tsc -p ${project}`);
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
if (!hasSandbox) console.log('no sandbox/: tsconfig.sandbox.json and tsconfig.sandbox-tests.json skipped');
