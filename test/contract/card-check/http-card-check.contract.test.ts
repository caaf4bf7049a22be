import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { HttpCardChecks } from '../../../src/adapters/http/product-api/http-card-checks';
import { panAlias } from '../../../sandbox/oms/cards/cards.mjs';
import { expireAccesses } from '../../../sandbox/oms/card-check/card-check-db.mjs';
import { onHostedPage } from '../../sandbox/card-world';
import { DECLINED, tap, UNLINKED } from '../../sandbox/card-check-world';
import { startSandbox, type Sandbox } from '../../sandbox/support';
import { cardCheckContract, type DemoCard } from './card-check.contract';

const PANS: Record<DemoCard, string> = {
  unlinked: UNLINKED,
  owing: DECLINED,
  linked: '4111111111111111',
  neverTapped: '6759649826438453',
};
/** The payment page's card that pays fine. */
const PAYING_CARD = '5105105105105100';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.stop());

/** The hosted page, as the browser goes through it: the signed answer URLDONE carries back. */
const answerOf = async (fields: Readonly<Record<string, string>>, pan: string) =>
  (await onHostedPage(sandbox, { ...fields }, pan)).answer;

cardCheckContract('the HTTP adapter on the sandbox', async () => {
  await sandbox.reset();
  // The declined card owes its trip (its payment fails at the gates).
  await tap(sandbox, DECLINED);
  // One browser's cookie jar: the card-scoped access's cookie, as Set-Cookie gives it.
  let cookie = '';
  const http = createHttpClient({
    baseURL: `${sandbox.url}/api`,
    timeoutMs: 10_000,
    headers: { 'x-api-key': 'metro', cookie: () => cookie },
  });
  http.interceptors.response.use((response) => {
    const set = String(response.headers['set-cookie'] ?? '');
    const card = /tapway_card=([^;]*)/.exec(set);
    if (card) cookie = card[1] ? `tapway_card=${card[1]}` : '';
    return response;
  });
  return {
    checks: new HttpCardChecks(http),
    notOffered: new HttpCardChecks(http, false),
    aliasOf: (card) => panAlias(PANS[card]),
    prove: (request, card) => answerOf(request.fields, PANS[card]),
    pay: async (request) => void (await answerOf(request.fields, PAYING_CARD)),
    expireAccess: async () => void expireAccesses(sandbox.store),
  };
});
