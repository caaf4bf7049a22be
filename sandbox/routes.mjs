// @ts-check
/**
 * Every route of the sandbox in one "METHOD /path" table: the product API (/api), the sandbox's
 * own pages and calls (/sandbox), the identity stand-ins, the operations API (/oms), the payment
 * provider's hosted page (/sandbox/vpos) and the runtime configuration.
 */
import { API_ROUTES } from './api/router.mjs';
import { sendCompressed } from './http/compression.mjs';
import { HttpError } from './http/errors.mjs';
import { compileRoutes } from './http/route-table.mjs';
import { IDENTITY_ROUTES } from './identity/routes.mjs';
import { webManifest } from './operators/manifest.mjs';
import { runtimeConfig } from './runtime-config.mjs';
import { OMS_ROUTES } from './oms/routes.mjs';
import { SANDBOX_ROUTES } from './sandbox-routes.mjs';
import { VPOS_ROUTES } from './vpos/routes.mjs';

/**
 * What every route handler gets.
 * @typedef {{ req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL,
 *   store: import('./db/store.mjs').Store, sessions: import('./auth/session.mjs').Sessions, origin: string,
 *   settings: import('./api/context.mjs').Settings, reset: () => Promise<void>,
 *   throttle: import('./auth/throttle.mjs').Throttle, publicOrigin?: string }} SandboxContext
 */

/** @type {Record<string, (context: SandboxContext) => unknown>} */
const TABLE = {
  ...API_ROUTES,
  ...SANDBOX_ROUTES,
  ...IDENTITY_ROUTES,
  ...OMS_ROUTES,
  ...VPOS_ROUTES,
  // no-cache, not no-store: revalidated by ETag, and index.html's preload of it is reused (docs/architecture.md#operators-and-configuration).
  'GET /runtime-config.json': ({ res, store, origin, settings }) =>
    sendCompressed(res, JSON.stringify(runtimeConfig(store, origin, settings.extensions)), {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  // no-cache: a deployment that changes an operator's name or colour is seen at the next visit.
  'GET /manifest.webmanifest': ({ res, store, url }) => {
    const manifest = webManifest(store, url.searchParams.get('tenant'));
    if (!manifest) throw new HttpError(404, 'No operator');
    return sendCompressed(res, JSON.stringify(manifest), {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  },
};

export const ROUTES = compileRoutes(TABLE);

/**
 * The state-changing routes another site may post to, each with its reason; every other route but GET's refuses a
 * cross-site request with 403 before its handler runs (sandbox/server.mjs, sandbox/http/same-origin.mjs).
 * @type {Readonly<Record<string, string>>}
 */
export const CROSS_SITE_ROUTES = {
  'POST /sandbox/vpos/pay':
    "the payment provider's entry: a shop's page posts its signed request from the shop's site, as to a real provider; it opens the order's page, and only the page's own card form (same-origin) charges",
};

/** Paths only the table answers: anything else under them is 404, never the portal's index.html. */
export const TABLE_PREFIXES = /^\/(api|oms|sandbox)(\/|$)/;
