import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readProviderAnswer } from '../../../src/core/cards/provider-answer';

const RETURN = {
  ORDERID: '6f1c2a4e-5b7d-4c8e-9f00-1a2b3c4d5e6f',
  SHOPID: 'METRO-SHOP',
  AUTHNUMBER: 'A1',
  AMOUNT: '0',
  CURRENCY: '978',
  TRANSACTIONID: '8032112928SL2n3ioeuwfx1pr',
  ACCOUNTINGMODE: 'D',
  AUTHORMODE: 'I',
  RESULT: '00',
  TRANSACTIONTYPE: 'TT06',
  PANALIAS: '0000123456789012345',
  PANALIASEXPDATE: '2812',
  PANALIASTAIL: '1881',
  MAC: 'ab12',
};

describe('readProviderAnswer', () => {
  it("reads the provider's return", () => {
    expect(readProviderAnswer(RETURN)).toEqual({
      kind: 'answer',
      answer: {
        orderId: RETURN.ORDERID,
        code: '00',
        result: 'success',
        transactionId: RETURN.TRANSACTIONID,
        amount: 0,
        currency: '978',
        aliasPan: RETURN.PANALIAS,
        panTail: '1881',
      },
    });
  });

  it('reads a refusal, where the provider sends NULL for what it did not make', () => {
    const read = readProviderAnswer({ ...RETURN, RESULT: '04', PANALIAS: 'NULL', PANALIASTAIL: 'NULL', MAC: 'NULL' });
    expect(read).toMatchObject({
      kind: 'answer',
      answer: { result: 'denied-by-issuer', aliasPan: null, panTail: null },
    });
  });

  it('sees no answer when the rider simply opened the page', () => {
    expect(readProviderAnswer({})).toEqual({ kind: 'none' });
    expect(readProviderAnswer({ utm_source: 'mail' })).toEqual({ kind: 'none' });
    expect(readProviderAnswer({ cancelled: 'yes' })).toEqual({ kind: 'none' });
  });

  it("reads URLBACK's marker as a cancel on the provider's page; an answer with it is still the answer", () => {
    expect(readProviderAnswer({ cancelled: '1' })).toEqual({ kind: 'cancelled' });
    expect(readProviderAnswer({ ...RETURN, cancelled: '1' })).toMatchObject({ kind: 'answer' });
  });

  it.each([
    ['a RESULT that is not a code', { RESULT: '00<script>' }],
    ['no ORDERID', { ORDERID: undefined }],
    ['an AMOUNT that is not minor units', { AMOUNT: '12.50' }],
    ['a PANALIAS with markup', { PANALIAS: '"><img src=x>' }],
    ['a tail that is not four digits', { PANALIASTAIL: '12345' }],
  ])('calls a return with %s malformed', (_, change) => {
    const params = Object.fromEntries(
      Object.entries({ ...RETURN, ...change }).filter(([, value]) => value !== undefined),
    ) as Record<string, string>;
    expect(readProviderAnswer(params)).toEqual({ kind: 'malformed' });
  });

  it('never throws and never invents a success from tampered parameters', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(RETURN)), fc.string()), (tampered) => {
        const read = readProviderAnswer({ ...RETURN, ...tampered });
        if (read.kind === 'answer' && read.answer.result === 'success') expect(read.answer.code).toBe('00');
      }),
    );
  });
});
