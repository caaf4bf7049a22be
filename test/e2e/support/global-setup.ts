import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createSandboxServer } from '../../../sandbox/server.mjs';
import { Throttle } from '../../../sandbox/auth/throttle.mjs';
import { ensureBuilt } from '../../../sandbox/build.mjs';

/** Builds the portal when stale and serves it on the sandbox at a free loopback port. */
export default async function setup(project: TestProject) {
  // TAPWAY_E2E_DIST lets parallel runs build apart; CI uses dist/ from `npm run build`.
  const distDir = process.env.TAPWAY_E2E_DIST ?? join(process.cwd(), 'dist');
  await ensureBuilt({ distDir });
  const dataDir = await mkdtemp(join(tmpdir(), 'tapway-e2e-'));
  // A first block of 3 minutes (not the usual one): the wait the portal shows must be the server's (login.e2e.ts).
  const throttle = new Throttle({ firstBlockSeconds: 3 * 60 });
  const sandbox = await createSandboxServer({ port: 0, dataDir, distDir, quiet: true, throttle });
  project.provide('baseUrl', sandbox.url);
  return async () => {
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
