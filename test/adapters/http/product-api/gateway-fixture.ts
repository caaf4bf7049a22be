import AES from 'crypto-js/aes';
import { AesAccountCipher } from '../../../../src/adapters/http/product-api/aes-account-cipher';
import { createHttpClient } from '../../../../src/adapters/http/client/create-http-client';
import { HttpAccountGateway } from '../../../../src/adapters/http/product-api/http-account-gateway';
import { API_URL } from '../../../support/msw/product-api';

export const PASSPHRASE = 'test-passphrase';
export const OPERATOR_KEY = 'metro';

/** An HttpAccountGateway on the msw product API, with instant retries and a short timeout. */
export function gatewayUnderTest(timeoutMs = 1000): HttpAccountGateway {
  const http = createHttpClient({
    baseURL: API_URL,
    timeoutMs,
    headers: { 'x-api-key': OPERATOR_KEY },
    retry: { sleep: async () => {} },
  });
  return new HttpAccountGateway(http, new AesAccountCipher(PASSPHRASE));
}

/** Encrypts like an operator with `encryptAccount` on. */
export const encryptAccount = (account: unknown, passphrase = PASSPHRASE): string =>
  AES.encrypt(JSON.stringify(account), passphrase).toString();
