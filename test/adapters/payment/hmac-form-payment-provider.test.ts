// @vitest-environment jsdom
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { HmacFormPaymentProvider } from '../../../src/adapters/payment/hmac-form-payment-provider';

const submitted: HTMLFormElement[] = [];
const realSubmit = HTMLFormElement.prototype.submit;
HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
  submitted.push(this);
};

afterAll(() => {
  HTMLFormElement.prototype.submit = realSubmit;
});

afterEach(() => {
  submitted.length = 0;
  document.body.innerHTML = '';
});

describe('HmacFormPaymentProvider', () => {
  it('posts the signed hidden fields to the hosted page', async () => {
    await new HmacFormPaymentProvider(document).open({
      url: 'http://localhost:5173/sandbox/vpos/metro',
      fields: { ORDERID: 'o-1', AMOUNT: '0', REQ: 'URLMS=a&URLDONE=b', MAC: 'ab' },
    });
    const [form] = submitted;
    expect(form?.method).toBe('post');
    expect(form?.action).toBe('http://localhost:5173/sandbox/vpos/metro');
    expect(Object.fromEntries(new FormData(form!))).toEqual({
      ORDERID: 'o-1',
      AMOUNT: '0',
      REQ: 'URLMS=a&URLDONE=b',
      MAC: 'ab',
    });
    expect([...form!.querySelectorAll('input')].every((input) => input.type === 'hidden')).toBe(true);
  });
});
