// @ts-check
/**
 * Proves that the portal does not depend on its stand-in server: copies the working tree without
 * sandbox/ to a temporary folder and there runs the production build, the typecheck (app and core)
 * and every test that does not need the sandbox. `npm run check:without-sandbox`; `--keep` leaves
 * the copy for a look. Exits non-zero on the first step that fails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const keep = process.argv.includes('--keep');
const copy = mkdtempSync(join(tmpdir(), 'tapway-without-sandbox-'));

// Tracked and new (not ignored) files, as the next commit would hold them.
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
  .toString()
  .split('\0')
  .filter((file) => file && file !== 'node_modules' && !file.startsWith('sandbox/'));
for (const file of files) {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  try {
    cpSync(join(root, file), join(copy, file));
  } catch {
    // deleted in the working tree but not yet in the index
  }
}
symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
console.log(`${files.length} files copied to ${copy}, without sandbox/`);

const steps = [
  ['npm', ['run', 'build']],
  ['npm', ['run', 'typecheck']],
  ['npx', ['vitest', 'run']],
];
let failed = 0;
for (const [command, args] of /** @type {[string, string[]][]} */ (steps)) {
  console.log(`\n=== ${command} ${args.join(' ')} (without sandbox/)`);
  const { status } = spawnSync(command, args, { cwd: copy, stdio: 'inherit' });
  if (status !== 0) {
    failed = status ?? 1;
    console.error(`failed: ${command} ${args.join(' ')}`);
    break;
  }
}
if (keep) console.log(`the copy stays in ${copy}`);
else rmSync(copy, { recursive: true, force: true });
process.exit(failed);
