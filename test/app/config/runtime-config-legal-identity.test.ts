import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../../../src/app/config/runtime-config';

const configWith = (legalIdentity?: unknown) =>
  parseRuntimeConfig({
    apiBaseUrl: '/api',
    omsBaseUrl: '/oms',
    defaultOperator: 'metro',
    operators: {
      metro: {
        name: 'Metro',
        siteUrl: '/',
        logoUrl: '/logo.svg',
        colors: { brand: '#000000', brandContrast: '#ffffff' },
        texts: {},
        ...(legalIdentity === undefined ? {} : { legalIdentity }),
      },
    },
  });

describe("runtime configuration: the operator's company (legalIdentity)", () => {
  it('reads the legal name, the VAT number and the address lines', () => {
    const identity = { legalName: 'Metro Trasporti Urbani S.p.A.', vatNumber: 'IT01234567890', address: ['Via 1'] };
    expect(configWith(identity).operators.metro?.legalIdentity).toEqual(identity);
    expect(configWith({ legalName: ' Metro S.p.A. ', address: ['Via 1', 2] }).operators.metro?.legalIdentity).toEqual({
      legalName: 'Metro S.p.A.',
      address: ['Via 1'],
    });
  });

  it.each([undefined, 'Metro', {}, { legalName: '  ' }, { legalName: 7 }, null])(
    'is none when the configuration says %j (the receipts then name the brand)',
    (legalIdentity) => {
      expect(configWith(legalIdentity).operators.metro).not.toHaveProperty('legalIdentity');
    },
  );
});
