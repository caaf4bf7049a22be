import { describe, expect, it } from 'vitest';
import { CLIENT_SIGNING_BUILD, clientSigningFor } from '../../../src/app/config/payment-signing-config';

const metro = {
  mode: 'client',
  url: 'http://localhost:5173/sandbox/vpos/metro',
  shopId: 'METRO-SHOP',
  shopEmail: 'shop@metro.example',
  key: 'metro-vpos-start-key-TEST',
  notifyUrl: 'http://localhost:5173/api/payment_notifications',
};

describe('browser-side payment signing (off by default)', () => {
  it('is not allowed by a default build', () => {
    expect(CLIENT_SIGNING_BUILD).toBe(false);
  });

  it("reads an operator's explicit client mode, and nothing else", () => {
    expect(clientSigningFor({ metro }, 'metro')).toEqual({
      url: metro.url,
      shopId: 'METRO-SHOP',
      shopEmail: 'shop@metro.example',
      key: 'metro-vpos-start-key-TEST',
      notifyUrl: metro.notifyUrl,
    });
    expect(clientSigningFor({ metro: { ...metro, mode: 'server' } }, 'metro')).toBeNull();
    expect(clientSigningFor({ metro }, 'enterprise')).toBeNull();
  });

  it('names the missing field of a client mode without a key', () => {
    expect(() => clientSigningFor({ metro: { ...metro, key: '' } }, 'metro')).toThrow(
      'paymentSigning.metro.key must be a non-empty string',
    );
  });
});
