import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../support/msw/product-api';
import { setUpTestServer } from '../../../support/msw/test-server';
import { languagesUnderTest, OPERATOR_KEY } from './gateway-fixture';

const server = setUpTestServer();
const gateway = languagesUnderTest(60);
const languages = [{ id: 'en', name: 'English' }, { id: 'it', name: 'Italiano' }];

/** Answers GET /languages with the next answer (the last repeats) and counts the calls. */
function answering(...answers: (() => Response | Promise<Response>)[]) {
  const seen = { count: 0, keys: [] as (string | null)[] };
  server.use(http.get(apiUrl('/languages'), ({ request }) => {
    seen.count += 1;
    seen.keys.push(request.headers.get('x-api-key'));
    return (answers[Math.min(seen.count, answers.length) - 1] ?? (() => HttpResponse.json(null)))();
  }));
  return seen;
}

describe('HttpLanguages.list', () => {
  it('reads the list, sending the operator key', async () => {
    const seen = answering(() => HttpResponse.json(languages));
    expect(await gateway.list()).toEqual(languages);
    expect(seen.keys).toEqual([OPERATOR_KEY]);
  });

  it('retries twice on 503, then fails as a server failure', async () => {
    const seen = answering(() => HttpResponse.json({ error: 'Service Unavailable' }, { status: 503 }));
    await expect(gateway.list()).rejects.toMatchObject({ kind: 'server', detail: 'Service Unavailable' });
    expect(seen.count).toBe(3);
  });

  it('retries twice on network errors, then fails as a network failure', async () => {
    const seen = answering(() => HttpResponse.error());
    await expect(gateway.list()).rejects.toMatchObject({ kind: 'network', detail: 'Network Error' });
    expect(seen.count).toBe(3);
  });

  it('recovers when a retry succeeds', async () => {
    const seen = answering(() => HttpResponse.error(), () => HttpResponse.json(languages));
    expect(await gateway.list()).toEqual(languages);
    expect(seen.count).toBe(2);
  });

  it('does not retry a 404', async () => {
    const seen = answering(() => HttpResponse.json({ error: 'Not found' }, { status: 404 }));
    await expect(gateway.list()).rejects.toMatchObject({ kind: 'server', detail: 'Not found' });
    expect(seen.count).toBe(1);
  });

  it('fails as a timeout when every attempt outlasts the timeout', async () => {
    const seen = answering(async () => { await delay(300); return HttpResponse.json(languages); });
    await expect(gateway.list()).rejects.toMatchObject({ kind: 'timeout' });
    expect(seen.count).toBe(3);
  });

  it.each([
    ['an object', { languages }],
    ['an item without a name', [{ id: 'en' }]],
    ['an item with an empty id', [{ id: '', name: 'None' }]],
    ['a list of strings', ['en', 'it']],
  ])('refuses %s as malformed', async (_, answer) => {
    answering(() => HttpResponse.json(answer));
    await expect(gateway.list()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('refuses an HTML page as malformed', async () => {
    answering(() => HttpResponse.html('<!doctype html><title>Portal</title>'));
    await expect(gateway.list()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
