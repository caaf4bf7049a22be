import { describe, expect, it } from 'vitest';
import { ClientSidePaymentRequests, macOf } from '../../../src/adapters/payment/client-side-payment-requests';
import { reqString } from '../../../src/adapters/payment/payment-request-fields';

const ORDER = '6f1c2a4e-5b7d-4c8e-9f00-1a2b3c4d5e6f';
const REQ =
  'URLMS=http://localhost:5173/api/payment_notifications&URLDONE=http://localhost:5173/dashboard/travels/bank_cards/add' +
  `&ORDERID=${ORDER}&SHOPID=METRO-SHOP&AMOUNT=0&CURRENCY=978&ACCOUNTINGMODE=D&AUTHORMODE=I&OPTIONS=M`;

describe('REQ and MAC (known answers)', () => {
  it("puts the fields in the provider's order", () => {
    expect(
      reqString({
        OPTIONS: 'M',
        AUTHORMODE: 'I',
        ACCOUNTINGMODE: 'D',
        CURRENCY: '978',
        AMOUNT: '0',
        SHOPID: 'METRO-SHOP',
        ORDERID: ORDER,
        URLDONE: 'http://localhost:5173/dashboard/travels/bank_cards/add',
        URLMS: 'http://localhost:5173/api/payment_notifications',
      }),
    ).toBe(REQ);
  });

  it('signs REQ with lowercase hex HMAC-SHA256 of the start key', () => {
    expect(macOf(REQ, 'metro-vpos-start-key-TEST')).toBe(
      'ebb083e116a9f0e1b971cb9122f5e3fdb325e5213a871b432b64cbaaf59e4143',
    );
  });
});

describe('ClientSidePaymentRequests (only where an operator turns it on)', () => {
  const signer = new ClientSidePaymentRequests(
    {
      url: 'http://localhost:5173/sandbox/vpos/metro',
      shopId: 'METRO-SHOP',
      shopEmail: 'shop@metro.example',
      key: 'metro-vpos-start-key-TEST',
      notifyUrl: 'http://localhost:5173/api/payment_notifications',
    },
    { origin: 'http://localhost:5173', email: () => 'giulia.rossi@example.com', orderId: () => ORDER },
  );

  it('signs a card registration at no charge, back to the add-card page', async () => {
    const request = await signer.sign('card_registration');
    expect(request).toEqual({
      url: 'http://localhost:5173/sandbox/vpos/metro',
      fields: expect.objectContaining({
        AMOUNT: '0',
        CURRENCY: '978',
        ACCOUNTINGMODE: 'D',
        AUTHORMODE: 'I',
        OPTIONS: 'M',
        EMAIL: 'giulia.rossi@example.com',
        SHOPEMAIL: 'shop@metro.example',
        URLBACK: 'http://localhost:5173/dashboard/travels/bank_cards/add?cancelled=1',
        REQ,
        MAC: 'ebb083e116a9f0e1b971cb9122f5e3fdb325e5213a871b432b64cbaaf59e4143',
      }),
    });
  });

  it('never signs a settlement: its amount comes from the server', async () => {
    await expect(signer.sign('settlement')).rejects.toThrow(/server/);
  });
});
