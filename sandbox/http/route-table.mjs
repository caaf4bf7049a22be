// @ts-check
/**
 * One table of "METHOD /path" routes for the whole sandbox. A path segment `:name` captures one
 * segment (an empty one too: the operations API has `///`), a last segment `*name` captures the
 * rest as a list. HEAD is answered by the GET route.
 */

/**
 * @template C
 * @typedef {(context: C & { params: Record<string, string>, rest: string[] }) => unknown} RouteHandler
 */

/**
 * @template C
 * @typedef {{ method: string, template: string, segments: string[], handler: RouteHandler<C> }} CompiledRoute
 */

/** @param {string} path */
const segmentsOf = (path) => path.split('/').slice(1);

/**
 * @template C
 * @param {Record<string, RouteHandler<C>>} table "METHOD /path" → handler
 * @returns {CompiledRoute<C>[]}
 */
export function compileRoutes(table) {
  return Object.entries(table).map(([key, handler]) => {
    const [method, template] = key.split(' ');
    if (!method || !template?.startsWith('/')) throw new Error(`Not a route: "${key}"`);
    return { method, template, segments: segmentsOf(template), handler };
  });
}

/**
 * @param {string[]} pattern @param {string[]} actual
 * @returns {{ params: Record<string, string>, rest: string[] } | null}
 */
function matchSegments(pattern, actual) {
  /** @type {Record<string, string>} */
  const params = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const part = /** @type {string} */ (pattern[i]);
    if (part.startsWith('*')) return { params, rest: actual.slice(i) };
    const value = actual[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return pattern.length === actual.length ? { params, rest: [] } : null;
}

/**
 * The route for a request: its handler and captures, `{ allow }` when the path exists with other
 * methods, or null.
 * @template C
 * @param {CompiledRoute<C>[]} routes @param {string} method @param {string} pathname
 */
export function findRoute(routes, method, pathname) {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const actual = segmentsOf(pathname);
  /** @type {string[]} */
  const allow = [];
  for (const route of routes) {
    const match = matchSegments(route.segments, actual);
    if (!match) continue;
    if (route.method === wanted) return { route, ...match };
    allow.push(route.method);
  }
  return allow.length > 0 ? { allow: [...new Set(allow)] } : null;
}
