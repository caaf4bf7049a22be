import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox.stop();
});

interface Manifest {
  readonly name: string;
  readonly short_name: string;
  readonly start_url: string;
  readonly display: string;
  readonly theme_color: string;
  readonly icons: readonly { src: string; sizes: string; type: string; purpose: string }[];
}

const manifestOf = async (query = '') => {
  const response = await fetch(`${sandbox.url}/manifest.webmanifest${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  return (await response.json()) as Manifest;
};

describe('the installable portal (docs/contracts.md#installable-portal-and-offline-reading)', () => {
  it("serves the default operator's manifest, and another operator's for ?tenant=", async () => {
    const metro = await manifestOf();
    expect(metro).toMatchObject({ short_name: 'Metro', start_url: '/?tenant=metro', display: 'standalone' });
    expect(metro.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const enterprise = await manifestOf('?tenant=enterprise');
    expect(enterprise.start_url).toBe('/?tenant=enterprise');
    expect(enterprise.short_name).not.toBe('Metro');
    expect((await manifestOf('?tenant=nobody')).start_url).toBe('/?tenant=metro');
  });

  it('lists PNG icons of 192 and 512 px, one maskable, each served at its size', async () => {
    const { icons } = await manifestOf();
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const response = await fetch(sandbox.url + icon.src);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      const size = Number(icon.sizes.split('x')[0]);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
      const idat = png.indexOf('IDAT');
      const rows = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
      expect(rows.length).toBe(size * (size * 4 + 1));
    }
  });
});
