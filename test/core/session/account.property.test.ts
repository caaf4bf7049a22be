import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAccount } from '../../../src/core/session/account';
import { accountArb } from '../../support/builders/arbitraries';

describe('parseAccount', () => {
  it('never throws, and answers null or a whole account for anything', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const account = parseAccount(value);
        if (account !== null) {
          expect(Object.keys(account).sort()).toEqual([
            'email',
            'facebookId',
            'googleId',
            'id',
            'language',
            'localesId',
            'name',
            'notifyTicketIssuance',
            'surname',
          ]);
        }
      }),
    );
  });

  it('reads back any account', () => {
    fc.assert(
      fc.property(accountArb, (account) => {
        expect(parseAccount(account)).toEqual(account);
      }),
    );
  });

  it('answers null when a required field is missing or of the wrong type', () => {
    const required = ['id', 'name', 'surname', 'email', 'language'] as const;
    fc.assert(
      fc.property(
        accountArb,
        fc.constantFrom(...required),
        fc.constantFrom(undefined, null, 1.5, true, [], {}),
        (account, field, value) => {
          expect(parseAccount({ ...account, [field]: value })).toBeNull();
        },
      ),
    );
  });
});
