import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { HttpStatements } from '../../../src/adapters/http/operations-api/http-statements';
import { signedIn, type Rider } from '../../sandbox/card-world';
import { startSandbox, type Sandbox } from '../../sandbox/support';
import { statementsContract } from './statements.contract';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 30_000);
afterAll(() => sandbox.stop());

statementsContract('the HTTP adapter on the sandbox', async () => {
  await sandbox.reset();
  let rider: Rider | undefined;
  const operationsApi = createHttpClient({
    baseURL: `${sandbox.url}/oms`,
    timeoutMs: 10_000,
    headers: { 'x-api-key': 'metro', cookie: () => rider?.cookie ?? '' },
  });
  return {
    statements: new HttpStatements(operationsApi, 'metro'),
    async signInAs(email) {
      rider = email === null ? undefined : await signedIn(sandbox, email);
    },
  };
});
