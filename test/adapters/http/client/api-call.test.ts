import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { call, type AnswerMeta } from '../../../../src/adapters/http/client/api-call';
import { createHttpClient } from '../../../../src/adapters/http/client/create-http-client';
import { apiUrl, API_URL } from '../../../support/msw/product-api';
import { setUpTestServer } from '../../../support/msw/test-server';

const server = setUpTestServer();
const client = createHttpClient({ baseURL: API_URL, timeoutMs: 5000, retry: { sleep: async () => {} } });

/** A reader of the contract's `"Word"` answers. */
const readWord = (body: unknown) => (body === 'Password Incorrect' ? ('wrong-password' as const) : null);
const post = { method: 'POST', path: '/login', body: {} } as const;

const answering = (status: number, body: string, headers: Record<string, string> = {}) =>
  server.use(
    http.post(
      apiUrl('/login'),
      () => new HttpResponse(body, { status, headers: { 'content-type': 'application/json', ...headers } }),
    ),
  );

describe('call: the one HTTP call path', () => {
  it.each([
    ['seconds', '1800', 1800],
    ['seconds, padded', ' 90 ', 90],
  ])('fails a 429 as too many attempts with the Retry-After the server sent (%s)', async (_, retryAfter, seconds) => {
    answering(429, '{"error":"Too many attempts"}', { 'retry-after': retryAfter });
    await expect(call(client, post, { read: readWord })).rejects.toMatchObject({
      name: 'ServiceFailure',
      kind: 'too-many-attempts',
      detail: 'Too many attempts',
      retryAfterSeconds: seconds,
    });
  });

  it('fails a 429 with an HTTP-date Retry-After as the seconds until that date', async () => {
    const inHalfAnHour = new Date(Date.now() + 1_800_000).toUTCString();
    answering(429, '{"error":"Too many attempts"}', { 'retry-after': inHalfAnHour });
    const failure: unknown = await call(client, post, { read: readWord }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'too-many-attempts' });
    const { retryAfterSeconds } = failure as { retryAfterSeconds: number };
    // The date has whole seconds: 1 s lost to rounding it down, a few more to a slow machine.
    expect(retryAfterSeconds).toBeGreaterThan(1_700);
    expect(retryAfterSeconds).toBeLessThanOrEqual(1_800);
  });

  it.each([401, 403, 429])('never reads the body of a %i as an answer, even one the contract knows', async (status) => {
    answering(status, '"Password Incorrect"', { 'retry-after': '120' });
    await expect(call(client, post, { read: readWord })).rejects.toMatchObject({ name: 'ServiceFailure' });
  });

  it.each([400, 404, 422])('still reads a contract answer sent with HTTP %i', async (status) => {
    answering(status, '"Password Incorrect"');
    expect(await call(client, post, { read: readWord })).toBe('wrong-password');
  });

  it('hands a status its own reader (404 → none, 409 → unconfirmed), whatever the body', async () => {
    const byStatus = { 404: () => 'none' as const, 409: () => 'unconfirmed' as const };
    answering(404, '{"error":"Payment not found"}');
    expect(await call(client, post, { read: readWord, byStatus })).toBe('none');
    answering(409, '');
    expect(await call(client, post, { read: readWord, byStatus })).toBe('unconfirmed');
  });

  it('hands any success to a 2xx reader, an empty body too; a 4xx still fails', async () => {
    const spec = { read: () => null, byStatus: { '2xx': () => true } };
    answering(204, '');
    expect(await call(client, post, spec)).toBe(true);
    answering(200, '<html>ok</html>');
    expect(await call(client, post, spec)).toBe(true);
    answering(403, '{"error":"Forbidden"}');
    await expect(call(client, post, spec)).rejects.toMatchObject({ kind: 'forbidden', detail: 'Forbidden' });
  });

  it("passes the answer's status and headers to the readers", async () => {
    const seen: AnswerMeta[] = [];
    answering(200, '"Password Incorrect"', { 'X-Request-Id': 'r-42' });
    await call(client, post, { read: (body, meta) => (seen.push(meta), readWord(body)) });
    expect(seen).toEqual([
      expect.objectContaining({ status: 200, headers: expect.objectContaining({ 'x-request-id': 'r-42' }) }),
    ]);
  });

  it.each([
    ['an unknown word', 200, '"Welcome"'],
    ['HTML', 200, '<html></html>'],
    ['an empty body', 200, ''],
  ])('still fails %s as malformed', async (_, status, body) => {
    answering(status, body);
    await expect(call(client, post, { read: readWord })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('fails a 4xx nobody reads as that status says, and a 5xx as a server failure', async () => {
    answering(404, '{"error":"Not found"}');
    await expect(call(client, post, { read: readWord })).rejects.toMatchObject({ kind: 'server', detail: 'Not found' });
    answering(500, '{"error":"disk full"}');
    await expect(call(client, post, { read: readWord })).rejects.toMatchObject({ kind: 'server', detail: 'disk full' });
  });

  it('sends the headers of one call with it', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/receipt'), ({ request }) => {
        seen.push(request.headers.get('api-key'));
        return HttpResponse.json('Password Incorrect');
      }),
    );
    await call(client, { method: 'GET', path: '/receipt', headers: { 'api-key': 'metro' } }, { read: readWord });
    expect(seen).toEqual(['metro']);
  });
});
