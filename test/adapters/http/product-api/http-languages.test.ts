import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../support/msw/product-api';
import { setUpTestServer } from '../../../support/msw/test-server';
import { ServiceFailure } from '../../../../src/core/shared/service-failure';
import { deferred } from '../../../support/deferred';
import { languagesUnderTest, OPERATOR_KEY } from './gateway-fixture';

const server = setUpTestServer();
const gateway = languagesUnderTest(60);
const languages = [
  { id: 'en', name: 'English' },
  { id: 'it', name: 'Italiano' },
];

/** Answers GET /languages with the next answer (the last repeats) and counts the calls. */
function answering(...answers: (() => Response | Promise<Response>)[]) {
  const seen = { count: 0, keys: [] as (string | null)[] };
  server.use(
    http.get(apiUrl('/languages'), ({ request }) => {
      seen.count += 1;
      seen.keys.push(request.headers.get('x-api-key'));
      return (answers[Math.min(seen.count, answers.length) - 1] ?? (() => HttpResponse.json(null)))();
    }),
  );
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
    const seen = answering(
      () => HttpResponse.error(),
      () => HttpResponse.json(languages),
    );
    expect(await gateway.list()).toEqual(languages);
    expect(seen.count).toBe(2);
  });

  it('does not retry a 404', async () => {
    const seen = answering(() => HttpResponse.json({ error: 'Not found' }, { status: 404 }));
    await expect(gateway.list()).rejects.toMatchObject({ kind: 'server', detail: 'Not found' });
    expect(seen.count).toBe(1);
  });

  it('fails as a timeout when every attempt outlasts the timeout', async () => {
    const seen = answering(async () => {
      await delay(300);
      return HttpResponse.json(languages);
    });
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

describe('HttpLanguages.list called off through its signal', () => {
  const isAbortNotFailure = (error: unknown) => {
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(ServiceFailure);
  };

  it('stops retrying when the read is called off during the wait, and rejects with the abort', async () => {
    const controller = new AbortController();
    const languagesApi = languagesUnderTest(1000, { sleep: async () => controller.abort() });
    const seen = answering(() => HttpResponse.json({ error: 'Service Unavailable' }, { status: 503 }));
    isAbortNotFailure(await languagesApi.list(controller.signal).catch((error: unknown) => error));
    expect(seen.count).toBe(1);
  });

  it('stops waiting to retry once the read is called off (the wait would never end by itself)', async () => {
    const controller = new AbortController();
    const waiting = deferred();
    const languagesApi = languagesUnderTest(1000, {
      sleep: () => {
        waiting.resolve();
        return new Promise(() => {});
      },
    });
    const seen = answering(() => HttpResponse.error());
    const read = languagesApi.list(controller.signal).catch((error: unknown) => error);
    await waiting.promise;
    controller.abort();
    isAbortNotFailure(await read);
    expect(seen.count).toBe(1);
  });

  it('calls off a read in flight', async () => {
    const controller = new AbortController();
    const reached = deferred();
    const released = deferred();
    const seen = answering(async () => {
      reached.resolve();
      await released.promise;
      return HttpResponse.json(languages);
    });
    const read = gateway.list(controller.signal).catch((error: unknown) => error);
    await reached.promise;
    controller.abort();
    isAbortNotFailure(await read);
    released.resolve();
    expect(seen.count).toBe(1);
  });

  it('sends nothing for a read called off before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    const seen = answering(() => HttpResponse.json(languages));
    isAbortNotFailure(await gateway.list(controller.signal).catch((error: unknown) => error));
    expect(seen.count).toBe(0);
  });

  it('answers as usual with a signal that is never used', async () => {
    answering(() => HttpResponse.json(languages));
    expect(await gateway.list(new AbortController().signal)).toEqual(languages);
  });
});
