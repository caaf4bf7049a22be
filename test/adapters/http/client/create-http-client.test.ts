import { isAxiosError } from 'axios';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../../src/adapters/http/client/create-http-client';
import { API_URL, apiUrl } from '../../../support/msw/product-api';
import { setUpTestServer } from '../../../support/msw/test-server';

const server = setUpTestServer();

function client(timeoutMs = 1000) {
  const delays: number[] = [];
  const instance = createHttpClient({
    baseURL: API_URL,
    timeoutMs,
    retry: { random: () => 0.5, sleep: async (ms) => void delays.push(ms) },
  });
  return { instance, delays };
}

/** Answers each request with the next of `answers` (the last one repeats) and counts them. */
function answering(method: 'get' | 'post', path: string, answers: (() => Response | Promise<Response>)[]) {
  const seen = { count: 0 };
  server.use(
    http[method](apiUrl(path), () => {
      seen.count += 1;
      const answer = answers[Math.min(seen.count, answers.length) - 1];
      return answer ? answer() : HttpResponse.json(null);
    }),
  );
  return seen;
}

const unavailable = () => HttpResponse.json({ error: 'down' }, { status: 503 });
const ok = () => HttpResponse.json([{ id: 'en', name: 'English' }]);

describe('createHttpClient', () => {
  it('sends the headers on every call, reading getters each time', async () => {
    let key = 'metro';
    const instance = createHttpClient({
      baseURL: API_URL,
      timeoutMs: 1000,
      headers: { 'x-api-key': () => key, 'x-fixed': 'yes' },
    });
    const seen: (string | null)[][] = [];
    server.use(
      http.get(apiUrl('/languages'), ({ request }) => {
        seen.push([request.headers.get('x-api-key'), request.headers.get('x-fixed')]);
        return ok();
      }),
    );
    await instance.get('/languages');
    key = 'enterprise';
    await instance.get('/languages');
    expect(seen).toEqual([
      ['metro', 'yes'],
      ['enterprise', 'yes'],
    ]);
  });

  it('retries a GET twice on 5xx with growing jittered delays, then fails', async () => {
    const { instance, delays } = client();
    const seen = answering('get', '/languages', [unavailable]);
    await expect(instance.get('/languages')).rejects.toMatchObject({ response: { status: 503 } });
    expect(seen.count).toBe(3);
    expect(delays).toEqual([150, 300]);
  });

  it('answers once a retried GET succeeds', async () => {
    const { instance } = client();
    const seen = answering('get', '/languages', [unavailable, ok]);
    expect((await instance.get('/languages')).data).toEqual([{ id: 'en', name: 'English' }]);
    expect(seen.count).toBe(2);
  });

  it('retries a GET on network errors', async () => {
    const { instance } = client();
    const seen = answering('get', '/languages', [() => HttpResponse.error()]);
    const error: unknown = await instance.get('/languages').catch((failure: unknown) => failure);
    expect(isAxiosError(error) && error.response === undefined).toBe(true);
    expect(seen.count).toBe(3);
  });

  it('retries a GET that timed out', async () => {
    const { instance } = client(40);
    const seen = answering('get', '/languages', [
      async () => {
        await delay(400);
        return ok();
      },
      ok,
    ]);
    expect((await instance.get('/languages')).status).toBe(200);
    expect(seen.count).toBe(2);
  });

  it('does not retry a GET answered with 404', async () => {
    const { instance, delays } = client();
    const seen = answering('get', '/languages', [() => HttpResponse.json({ error: 'nope' }, { status: 404 })]);
    await expect(instance.get('/languages')).rejects.toMatchObject({ response: { status: 404 } });
    expect(seen.count).toBe(1);
    expect(delays).toEqual([]);
  });

  it.each([
    ['503', unavailable],
    ['a network error', () => HttpResponse.error()],
  ])('never retries a POST (%s)', async (_, answer) => {
    const { instance } = client();
    const seen = answering('post', '/login', [answer]);
    await expect(instance.post('/login', {})).rejects.toBeDefined();
    expect(seen.count).toBe(1);
  });

  it('gives up on a call that outlasts the timeout', async () => {
    const { instance } = client(40);
    answering('post', '/login', [
      async () => {
        await delay(400);
        return ok();
      },
    ]);
    await expect(instance.post('/login', {})).rejects.toMatchObject({
      code: expect.stringMatching(/ECONNABORTED|ETIMEDOUT/),
    });
  });
});
