// @ts-check
/** The operator sandbox: the product API, the portal and the sandbox's own pages on one origin. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DeviceCookies, deviceKey } from './auth/device-cookie.mjs';
import { Sessions } from './auth/session.mjs';
import { Throttle } from './auth/throttle.mjs';
import { DEFAULT_CONFIRM_TTL_SECONDS, DEFAULT_HOST, DEFAULT_RESET_TTL_SECONDS, REPO_ROOT } from './config.mjs';
import { openSandboxStore } from './database.mjs';
import { HttpError } from './http/errors.mjs';
import { extensionsFrom } from './operators/extensions.mjs';
import { logRequest } from './http/log.mjs';
import { operatorGate, operatorPasswordFor } from './http/operator-auth.mjs';
import { findRoute } from './http/route-table.mjs';
import { requireSameOrigin } from './http/same-origin.mjs';
import { sendJson } from './http/respond.mjs';
import { applySecurityHeaders } from './http/security-headers.mjs';
import { sendTokenPage, serveStatic, wantsTokenPage } from './http/static.mjs';
import { serveOperatorAsset } from './operators/assets.mjs';
import { CROSS_SITE_ROUTES, ROUTES, TABLE_PREFIXES } from './routes.mjs';

/**
 * @typedef {{ port?: number, host?: string, dataDir: string, distDir?: string, dev?: boolean,
 *   confirmTtlSeconds?: number, resetTtlSeconds?: number, quiet?: boolean, publicOrigin?: string,
 *   throttle?: Throttle, extensions?: readonly string[], operatorPassword?: string }} SandboxOptions
 *   operatorPassword: what the sandbox's own tools ask for when it is reachable from a network (a host other than
 *   loopback, or a public origin): else TAPWAY_SANDBOX_OPERATOR_PASSWORD, else a random one (sandbox/http/operator-auth.mjs)
 *   extensions: the contract's extensions offered (else TAPWAY_OPERATOR_EXTENSIONS, else all: sandbox/operators/extensions.mjs)
 *   publicOrigin: the origin riders reach the sandbox at, beside localhost (also TAPWAY_PUBLIC_ORIGIN)
 * @typedef {{ url: string, port: number, close(): Promise<void>, reset(): Promise<void>,
 *   store: import('./db/store.mjs').Store, throttle: Throttle, operatorPassword?: string }} SandboxServer the store and
 *   throttle: for tests that look behind the APIs; operatorPassword: the password the sandbox's own tools ask for
 *   (undefined: they are open, on loopback), to print at start
 */

/**
 * The origin links are built on: the request's Origin when it names this host, else http://Host.
 * @param {import('node:http').IncomingMessage} req @param {string} fallbackHost */
function requestOrigin(req, fallbackHost) {
  const host = req.headers.host ?? fallbackHost;
  // Most calls name no Origin: no URL to parse (a thrown and caught error per request, under load).
  if (req.headers.origin === undefined) return `http://${host}`;
  try {
    const origin = new URL(String(req.headers.origin));
    if (origin.host === host && /^https?:$/.test(origin.protocol)) return origin.origin;
  } catch {
    // no usable Origin header
  }
  return `http://${host}`;
}

/**
 * An error as the client reads it: an HttpError's own message; anything else "Internal error" with
 * a request id, the exception itself kept in the log under that id (never sent).
 * @param {import('node:http').ServerResponse} res @param {unknown} error
 */
function answerError(res, error) {
  if (error instanceof HttpError) {
    if (res.headersSent) return void res.destroy();
    return sendJson(res, error.status, { ...error.details, error: error.message }, error.headers);
  }
  const requestId = crypto.randomUUID();
  console.error(`sandbox: internal error ${requestId}:`, error);
  if (res.headersSent) return void res.destroy();
  sendJson(res, 500, { error: 'Internal error', requestId }, { 'X-Request-Id': requestId });
}

/** A route's "METHOD /path" key. @param {{ method: string, template: string }} route */
const routeKey = ({ method, template }) => `${method} ${template}`;

/** @param {SandboxOptions} options @returns {Promise<SandboxServer>} */
export async function createSandboxServer(options) {
  const host = options.host ?? DEFAULT_HOST;
  const dev = options.dev ?? false;
  const quiet = options.quiet ?? false;
  const settings = {
    confirmTtlSeconds: options.confirmTtlSeconds ?? DEFAULT_CONFIRM_TTL_SECONDS,
    resetTtlSeconds: options.resetTtlSeconds ?? DEFAULT_RESET_TTL_SECONDS,
    extensions: options.extensions ?? extensionsFrom(process.env.TAPWAY_OPERATOR_EXTENSIONS),
  };
  const store = await openSandboxStore(options.dataDir);
  /** The origin riders reach the sandbox at when configured: mailed links are built on it, never on Host. */
  const configured = options.publicOrigin ?? process.env.TAPWAY_PUBLIC_ORIGIN;
  const publicOrigin = configured ? new URL(configured).origin : undefined;
  const secure = publicOrigin?.startsWith('https:') ?? false;
  const devices = new DeviceCookies(deviceKey(options.dataDir), { secure });
  const sessions = new Sessions(store, { secure, devices });
  const throttle = options.throttle ?? new Throttle();
  const operatorPassword = operatorPasswordFor({ host, publicOrigin, password: options.operatorPassword });
  const checkOperator = operatorGate(operatorPassword, throttle);
  const reset = () => {
    throttle.clear();
    return store.reset();
  };
  /** @type {import('vite').ViteDevServer | undefined} */
  let vite;

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function route(req, res) {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const { pathname } = url;
    const origin = requestOrigin(req, `${host}:${port}`);
    const found = findRoute(ROUTES, req.method ?? 'GET', pathname);
    // Another site's page must not change anything here (the LAN, a rider's browser): refused before any credential.
    if (found && 'route' in found && found.route.method !== 'GET' && !(routeKey(found.route) in CROSS_SITE_ROUTES))
      requireSameOrigin(req);
    await checkOperator(req, pathname);
    if (found && 'route' in found) {
      const {
        route: { handler },
        params,
        rest,
      } = found;
      return handler({ req, res, url, params, rest, store, sessions, origin, publicOrigin, settings, reset, throttle });
    }
    if (found) throw new HttpError(405, 'Method not allowed', { Allow: found.allow.join(', ') });
    if (TABLE_PREFIXES.test(pathname)) throw new HttpError(404, 'Not found');
    if (req.method !== 'GET' && req.method !== 'HEAD')
      throw new HttpError(405, 'Method not allowed', { Allow: 'GET, HEAD' });
    if (serveOperatorAsset(store, res, pathname, { dev })) return;
    if (vite && wantsTokenPage(req, pathname)) {
      // The dev portal's token pages send no referrer either: Vite's index.html, rewritten as the build's.
      const html = await vite.transformIndexHtml(
        req.url ?? pathname,
        fs.readFileSync(path.join(REPO_ROOT, 'index.html'), 'utf8'),
      );
      return sendTokenPage(res, html);
    }
    if (vite) {
      return vite.middlewares(req, res, (/** @type {unknown} */ error) =>
        error ? answerError(res, error) : serveStatic(undefined, req, res, pathname),
      );
    }
    serveStatic(options.distDir, req, res, pathname);
  }

  /** @type {Set<string>} */
  const servedHosts = new Set();
  const server = http.createServer((req, res) => {
    if (!quiet) logRequest(req, res);
    applySecurityHeaders(res, { dev });
    // DNS rebinding, and links mailed to an attacker's host: only the host names the sandbox serves are answered.
    if (req.headers.host !== undefined && !servedHosts.has(req.headers.host.toLowerCase())) {
      return sendJson(res, 421, { error: 'Misdirected request: this server does not serve that host name' });
    }
    // Each change is committed and synced when store.run() returns: the answers follow their commits.
    route(req, res).catch((error) => answerError(res, error));
  });

  if (dev) {
    const { createServer } = await import('vite');
    vite = await createServer({ root: REPO_ROOT, server: { middlewareMode: true, hmr: { server } }, appType: 'spa' });
  }

  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => resolve(undefined));
    });
  } catch (error) {
    await vite?.close();
    store.close();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : Number(options.port);
  for (const name of ['localhost', '127.0.0.1', '[::1]', host.includes(':') ? `[${host}]` : host])
    servedHosts.add(`${name}:${port}`);
  if (publicOrigin) servedHosts.add(new URL(publicOrigin).host.toLowerCase());
  const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    port,
    reset,
    store,
    throttle,
    operatorPassword,
    async close() {
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
      await vite?.close();
      store.close();
    },
  };
}
