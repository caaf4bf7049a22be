// @ts-check
/** `npm start` (build if stale, then serve dist/) and `npm run dev` (--dev: Vite with hot reload). */
import path from 'node:path';
import { DIST_DIR, ensureBuilt } from './build.mjs';
import { DEFAULT_HOST, DEFAULT_PORT, REPO_ROOT } from './config.mjs';
import { DEMO_RIDERS } from './db/seed.mjs';
import { OPERATOR_USER } from './http/operator-auth.mjs';
import { createSandboxServer } from './server.mjs';

const dev = process.argv.includes('--dev');

/** @param {string} url @param {string | undefined} operatorPassword */
function printBanner(url, operatorPassword) {
  const riders = DEMO_RIDERS.map((rider) => {
    const note = !rider.confirmed
      ? '  (e-mail not confirmed)'
      : rider.operator === 'enterprise'
        ? '  (enterprise sign-in popup)'
        : '';
    return `    ${rider.operator.padEnd(11)} ${`${rider.name} ${rider.surname}`.padEnd(15)} ${rider.email.padEnd(27)} ${rider.password}${note}`;
  });
  console.log(
    [
      '',
      `  Tapway operator sandbox${dev ? ' (dev, hot reload)' : ''}`,
      '',
      `  Portal:        ${url}`,
      `  Mail outbox:   ${url}/sandbox/mail`,
      `  Gates:         ${url}/sandbox/gates   (tap a test card in and out: watch a trip, a payment and a receipt appear)`,
      `  Operators:     metro (default); add ?tenant=enterprise to a URL to switch`,
      ...(operatorPassword
        ? [
            `  Sandbox tools: reachable from the network: the outbox, the gates, ${url}/sandbox/claims and /sandbox/api/*`,
            `                 ask for user "${OPERATOR_USER}", password ${operatorPassword}`,
          ]
        : []),
      '  Demo riders:',
      ...riders,
      `  Reset data:    curl -X POST -H 'Content-Type: application/json'${operatorPassword ? ` -u ${OPERATOR_USER}:${operatorPassword}` : ''} ${url}/sandbox/api/reset   (or delete sandbox/.data/)`,
      '  Stop:          Ctrl+C',
      '',
    ].join('\n'),
  );
}

const port = Number(process.env.PORT ?? DEFAULT_PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`sandbox: PORT must be a port number, not "${process.env.PORT}"`);
  process.exit(1);
}

if (!dev) {
  try {
    await ensureBuilt();
  } catch (error) {
    console.error('sandbox: the portal build failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const host = process.env.HOST ?? DEFAULT_HOST;
let sandbox;
try {
  sandbox = await createSandboxServer({
    port,
    host,
    dataDir: path.join(REPO_ROOT, 'sandbox', '.data'),
    distDir: DIST_DIR,
    dev,
  });
} catch (error) {
  console.error('sandbox: could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
printBanner(host === DEFAULT_HOST ? `http://localhost:${sandbox.port}` : sandbox.url, sandbox.operatorPassword);

let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\nsandbox: ${signal}, stopping…`);
    sandbox.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
