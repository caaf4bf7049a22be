import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAccountDto, toAccount } from '../../../../src/adapters/http/product-api/account-dto';
import { AesAccountCipher } from '../../../../src/adapters/http/product-api/aes-account-cipher';
import { anAccount, toAccountDto } from '../../../support/builders/account-builder';
import { accountArb } from '../../../support/builders/arbitraries';
import { encryptAccount, PASSPHRASE } from './gateway-fixture';

describe('parseAccountDto', () => {
  it('reads back any account sent in wire names', () => {
    fc.assert(
      fc.property(accountArb, (account) => {
        expect(parseAccountDto(toAccountDto(account))).toEqual(account);
      }),
    );
  });

  it('never throws, and answers null for anything that is not an account', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        parseAccountDto(value);
      }),
    );
    expect(parseAccountDto({ ...toAccountDto(anAccount().build()), id: 'abc' })).toBeNull();
    expect(parseAccountDto(anAccount().build())).toMatchObject({ localesId: null, googleId: null });
  });

  it('opens an encrypted account', async () => {
    const account = {
      id: 7,
      name: 'Anna',
      surname: 'Weber',
      email: 'anna@example.com',
      language: 'de',
      localesId: 'de-DE',
      notifyTicketIssuance: null,
      googleId: null,
      facebookId: null,
    };
    expect(await toAccount(encryptAccount(toAccountDto(account)), new AesAccountCipher(PASSPHRASE))).toEqual(account);
  });
});
