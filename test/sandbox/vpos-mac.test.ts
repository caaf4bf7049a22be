import { describe, expect, it } from 'vitest';
import { hmacHex, joinFields, REQ_FIELDS, resultMac } from '../../sandbox/vpos/mac.mjs';

const request = {
  URLMS: 'http://localhost:5173/api/payment_notifications',
  URLDONE: 'http://localhost:5173/dashboard/travels/bank_cards/add',
  ORDERID: '6f1c2a4e-5b7d-4c8e-9f00-1a2b3c4d5e6f',
  SHOPID: 'METRO-SHOP',
  AMOUNT: '0',
  CURRENCY: '978',
  ACCOUNTINGMODE: 'D',
  AUTHORMODE: 'I',
  OPTIONS: 'M',
};

describe("the provider's signatures (known answers)", () => {
  it('signs REQ, in the provider order, with the start key — the same MAC the client-side signer computes', () => {
    const req = joinFields(request, REQ_FIELDS);
    expect(req).toBe(
      'URLMS=http://localhost:5173/api/payment_notifications&URLDONE=http://localhost:5173/dashboard/travels/bank_cards/add' +
        '&ORDERID=6f1c2a4e-5b7d-4c8e-9f00-1a2b3c4d5e6f&SHOPID=METRO-SHOP&AMOUNT=0&CURRENCY=978&ACCOUNTINGMODE=D&AUTHORMODE=I&OPTIONS=M',
    );
    expect(hmacHex(req, 'metro-vpos-start-key-TEST')).toBe(
      'ebb083e116a9f0e1b971cb9122f5e3fdb325e5213a871b432b64cbaaf59e4143',
    );
  });

  it('signs every outcome, a decline as a success (nobody else can send one)', () => {
    const declined = resultMac({ RESULT: '04', ORDERID: 'o' }, 'metro-vpos-result-key-TEST');
    expect(declined).toMatch(/^[0-9a-f]{64}$/);
    expect(declined).not.toBe(resultMac({ RESULT: '04', ORDERID: 'o' }, 'enterprise-vpos-result-key-TEST'));
    expect(resultMac({ RESULT: '00', ORDERID: 'o' }, 'metro-vpos-result-key-TEST')).toMatch(/^[0-9a-f]{64}$/);
  });
});
