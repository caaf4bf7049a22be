import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../../../src/app/config/runtime-config';

const configWith = (minimumAge?: unknown) =>
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
        ...(minimumAge === undefined ? {} : { minimumAge }),
      },
    },
  });

describe("runtime configuration: the operator's minimum age for sign-up", () => {
  it('reads a whole number of years', () => {
    expect(configWith(16).operators.metro?.minimumAge).toBe(16);
    expect(configWith(0).operators.metro?.minimumAge).toBe(0);
  });

  it.each([undefined, '16', 13.5, -1, 200, null])('is 14 when the configuration says %j', (minimumAge) => {
    expect(configWith(minimumAge).operators.metro?.minimumAge).toBe(14);
  });
});
