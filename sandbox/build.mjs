// @ts-check
/** Builds the portal with Vite when dist/ is missing or older than its sources. */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './config.mjs';

export const DIST_DIR = path.join(REPO_ROOT, 'dist');
const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'msal-redirect.html',
  'vite.config.ts',
  // The build's own plugins (route-group chunks, precompression).
  'scripts/route-group-chunks.mjs',
  'scripts/precompress.mjs',
  'package.json',
];

/** Newest modification time under a file or folder, 0 when absent. @param {string} target @returns {number} */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/** True when dist/index.html is missing or older than any build input. */
function buildIsStale(distDir = DIST_DIR) {
  const built = newestMtime(path.join(distDir, 'index.html'));
  return built === 0 || BUILD_INPUTS.some((input) => newestMtime(path.join(REPO_ROOT, input)) > built);
}

/**
 * Runs `vite build` (config at the repo root) when the build is stale; rejects when the build fails.
 * @param {{ log?: (message: string) => void, distDir?: string }} [options] @returns {Promise<boolean>} whether it built
 */
export async function ensureBuilt({ log = console.log, distDir = DIST_DIR } = {}) {
  if (!buildIsStale(distDir)) return false;
  log('sandbox: building the portal (dist/ is missing or older than its sources)…');
  // A child process with NODE_ENV=production: called from a test runner (NODE_ENV=test),
  // Vite would otherwise make a development build.
  const viteBin = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build', '--outDir', distDir, '--emptyOutDir'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`vite build exited with ${code}`))));
  });
  return true;
}
