import AES from 'crypto-js/aes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AesAccountCipher } from '../../../../src/adapters/http/product-api/aes-account-cipher';
import { anAccount } from '../../../support/builders/account-builder';

const cipher = new AesAccountCipher('sandbox-passphrase');
const encrypt = (value: unknown, passphrase = 'sandbox-passphrase') =>
  AES.encrypt(JSON.stringify(value), passphrase).toString();

describe('AesAccountCipher', () => {
  it('opens what the operator encrypted with the passphrase', async () => {
    const dto = anAccount().buildDto();
    expect(await cipher.decrypt(encrypt(dto))).toEqual(dto);
  });

  it('answers null for a wrong passphrase', async () => {
    expect(await cipher.decrypt(encrypt(anAccount().buildDto(), 'another'))).toBeNull();
  });

  it('never rejects on garbage', async () => {
    // A rejection fails the property.
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        await cipher.decrypt(text);
      }),
    );
    expect(await cipher.decrypt('U2FsdGVkX1+not/really/ciphertext==')).toBeNull();
  });
});
