import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../../../src/app/config/runtime-config';
import { offers } from '../../../src/core/shared/operator';

const configWith = (extensions: unknown) => ({
  apiBaseUrl: '/api',
  omsBaseUrl: '/oms',
  defaultOperator: 'metro',
  operators: {
    metro: {
      name: 'Metro',
      siteUrl: 'https://metro.example',
      logoUrl: '/logo.svg',
      colors: { brand: '#0b5cad', brandContrast: '#ffffff' },
      texts: {},
      ...(extensions === undefined ? {} : { extensions }),
    },
  },
});

const extensionsOf = (extensions: unknown) => parseRuntimeConfig(configWith(extensions)).operators.metro!.extensions;

describe('the operator extensions of the runtime configuration', () => {
  it('an operator that lists none offers none: the base API only', () => {
    expect(extensionsOf(undefined)).toEqual([]);
    expect(extensionsOf('fareCaps')).toEqual([]);
    expect(offers({ extensions: extensionsOf(undefined) }, 'fareCaps')).toBe(false);
  });

  it('reads the known names listed, each once, and ignores the rest', () => {
    expect(extensionsOf(['fareCaps', 'teleport', 7, 'claims', 'fareCaps'])).toEqual(['fareCaps', 'claims']);
    expect(offers({ extensions: extensionsOf(['claims']) }, 'claims')).toBe(true);
  });
});

describe("the operator's time zone in the runtime configuration", () => {
  const zoneOf = (timeZone: unknown) =>
    parseRuntimeConfig({
      ...configWith(undefined),
      operators: { metro: { ...configWith(undefined).operators.metro, timeZone } },
    }).operators.metro!.timeZone;

  it('reads a zone the browser knows, and none for anything else (the device zone then applies)', () => {
    expect(zoneOf('Europe/Rome')).toBe('Europe/Rome');
    expect(zoneOf('Mars/Olympus')).toBeUndefined();
    expect(zoneOf(42)).toBeUndefined();
    expect(zoneOf(undefined)).toBeUndefined();
  });

  it('reads an alias or another spelling of a known zone as the browser names it', () => {
    expect(zoneOf('europe/rome')).toBe('Europe/Rome');
    expect(zoneOf('UTC')).toBe('UTC');
  });
});
