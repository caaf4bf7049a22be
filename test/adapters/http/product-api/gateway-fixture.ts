import AES from 'crypto-js/aes';
import { AesAccountCipher } from '../../../../src/adapters/http/product-api/aes-account-cipher';
import { createHttpClient } from '../../../../src/adapters/http/client/create-http-client';
import { HttpEmailRequests } from '../../../../src/adapters/http/product-api/http-email-requests';
import { HttpLanguages } from '../../../../src/adapters/http/product-api/http-languages';
import { HttpRegistration } from '../../../../src/adapters/http/product-api/http-registration';
import { HttpSignIn } from '../../../../src/adapters/http/product-api/http-sign-in';
import type { RetryOptions } from '../../../../src/adapters/http/client/retry-get-requests';
import { API_URL } from '../../../support/msw/product-api';

export const PASSPHRASE = 'test-passphrase';
export const OPERATOR_KEY = 'metro';

/** The product API's axios instance on msw, with instant retries (unless told) and a short timeout. */
export const productApiUnderTest = (timeoutMs = 1000, retry: Partial<RetryOptions> = {}) =>
  createHttpClient({
    baseURL: API_URL,
    timeoutMs,
    headers: { 'x-api-key': OPERATOR_KEY },
    retry: { sleep: async () => {}, ...retry },
  });

export const signInUnderTest = () => new HttpSignIn(productApiUnderTest(), new AesAccountCipher(PASSPHRASE));
export const registrationUnderTest = () => new HttpRegistration(productApiUnderTest());
export const emailRequestsUnderTest = () => new HttpEmailRequests(productApiUnderTest());
export const languagesUnderTest = (timeoutMs?: number, retry?: Partial<RetryOptions>) =>
  new HttpLanguages(productApiUnderTest(timeoutMs, retry));

/** Encrypts like an operator with `encryptAccount` on. */
export const encryptAccount = (account: unknown, passphrase = PASSPHRASE): string =>
  AES.encrypt(JSON.stringify(account), passphrase).toString();
