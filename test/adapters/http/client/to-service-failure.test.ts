import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../../src/core/shared/service-failure';
import { toServiceFailure } from '../../../../src/adapters/http/client/to-service-failure';

const config = { headers: new AxiosHeaders() };
const response = (status: number, data: unknown, headers: Record<string, string> = {}): AxiosResponse =>
  ({ status, data, statusText: '', headers, config }) as AxiosResponse;
const failed = (code: string | undefined, message: string, answer?: AxiosResponse) =>
  new AxiosError(message, code, config, {}, answer);

describe('toServiceFailure', () => {
  it.each([
    ['a network error', failed('ERR_NETWORK', 'Network Error'), { kind: 'network', detail: 'Network Error' }],
    [
      "Node's refused connection",
      failed('ECONNREFUSED', 'connect ECONNREFUSED'),
      { kind: 'network', detail: 'Network Error' },
    ],
    ['a timeout', failed('ECONNABORTED', 'timeout of 15000ms exceeded'), { kind: 'timeout' }],
    ['a clarified timeout', failed('ETIMEDOUT', 'timeout exceeded'), { kind: 'timeout' }],
    [
      '401',
      failed('ERR_BAD_REQUEST', 'x', response(401, { error: 'Unknown operator' })),
      { kind: 'unauthorized', detail: 'Unknown operator' },
    ],
    [
      '403',
      failed('ERR_BAD_REQUEST', 'x', response(403, '{"error":"Forbidden"}')),
      { kind: 'forbidden', detail: 'Forbidden' },
    ],
    [
      '500 with {error}',
      failed('ERR_BAD_RESPONSE', 'x', response(500, '{"error":"disk full"}')),
      { kind: 'server', detail: 'disk full' },
    ],
    [
      '503 with HTML',
      failed('ERR_BAD_RESPONSE', 'x', response(503, '<html></html>')),
      { kind: 'server', detail: 'HTTP 503' },
    ],
    [
      '429 with Retry-After seconds',
      failed('ERR_BAD_REQUEST', 'x', response(429, { error: 'Too many attempts' }, { 'retry-after': '120' })),
      { kind: 'too-many-attempts', detail: 'Too many attempts', retryAfterSeconds: 120 },
    ],
    [
      '429 with a Retry-After date',
      failed(
        'ERR_BAD_REQUEST',
        'x',
        response(429, null, { 'retry-after': new Date(Date.now() + 3_600_000).toUTCString() }),
      ),
      { kind: 'too-many-attempts' },
    ],
    [
      '429 without Retry-After (a minute assumed)',
      failed('ERR_BAD_REQUEST', 'x', response(429, null)),
      { kind: 'too-many-attempts', retryAfterSeconds: 60 },
    ],
    [
      '429 with a garbled Retry-After',
      failed('ERR_BAD_REQUEST', 'x', response(429, null, { 'retry-after': 'soon' })),
      { kind: 'too-many-attempts', retryAfterSeconds: 60 },
    ],
    ['an unexpected 418', failed('ERR_BAD_REQUEST', 'x', response(418, null)), { kind: 'server', detail: 'HTTP 418' }],
  ])('maps %s', (_, error, expected) => {
    const failure = toServiceFailure(error);
    expect(failure).toBeInstanceOf(ServiceFailure);
    expect(failure).toMatchObject(expected);
  });

  it('keeps a ServiceFailure as it is', () => {
    const failure = new ServiceFailure('malformed', 'odd');
    expect(toServiceFailure(failure)).toBe(failure);
  });
});
