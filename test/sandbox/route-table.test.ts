import { describe, expect, it } from 'vitest';
import { compileRoutes, findRoute } from '../../sandbox/http/route-table.mjs';
import { ROUTES } from '../../sandbox/routes.mjs';

const handler = () => undefined;
const routes = compileRoutes<object>({
  'GET /api/languages': handler,
  'POST /api/login': handler,
  'GET /oms/bank_cards/get/:operator/:limit/:offset/:token/:panToken/:par': handler,
  'GET /oms/tickets/get/:operator/:limit/:offset/:sort/:from/:to/*aliasPans': handler,
});

describe('the sandbox route table', () => {
  it('finds a route by method and path, HEAD by its GET', () => {
    expect(findRoute(routes, 'POST', '/api/login')).toMatchObject({ route: { template: '/api/login' } });
    expect(findRoute(routes, 'HEAD', '/api/languages')).toMatchObject({ route: { method: 'GET' } });
  });

  it('captures segments, empty ones too (the operations API sends `///`)', () => {
    expect(findRoute(routes, 'GET', '/oms/bank_cards/get/metro///null/PA%2F1/null')).toMatchObject({
      params: { operator: 'metro', limit: '', offset: '', token: 'null', panToken: 'PA/1', par: 'null' },
    });
  });

  it('captures the rest of the path as a list', () => {
    expect(findRoute(routes, 'GET', '/oms/tickets/get/metro/0/0/3:desc/2026-10-01/2026-10-30/A1/B2/')).toMatchObject({
      params: { operator: 'metro', sort: '3:desc', from: '2026-10-01', to: '2026-10-30' },
      rest: ['A1', 'B2', ''],
    });
  });

  it('tells which methods a known path allows, and nothing for an unknown one', () => {
    expect(findRoute(routes, 'DELETE', '/api/login')).toEqual({ allow: ['POST'] });
    expect(findRoute(routes, 'GET', '/api/nothing')).toBeNull();
    expect(findRoute(routes, 'GET', '/oms/bank_cards/get/metro')).toBeNull();
    expect(findRoute(routes, 'GET', '/oms/bank_cards/get/metro///t/%E0%A4%A/p')).toBeNull();
  });

  it('refuses a key that is not "METHOD /path"', () => {
    expect(() => compileRoutes({ '/api/login': handler })).toThrow('Not a route');
  });

  it('holds every route of the sandbox once', () => {
    const keys = ROUTES.map((route) => `${route.method} ${route.template}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'GET /sandbox/mail',
        'POST /sandbox/api/reset',
        'GET /runtime-config.json',
      ]),
    );
  });
});
