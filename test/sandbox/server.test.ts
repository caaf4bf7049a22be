import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIULIA, startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'tapway-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Tapway</title>');
  await writeFile(join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(join(distDir, 'robots.txt'), 'User-agent: *');
  sandbox = await startSandbox({ distDir });
});
afterAll(async () => {
  await sandbox.stop();
  await rm(distDir, { recursive: true, force: true });
});

const page = (path: string) => sandbox.request(path, { operator: null, headers: { accept: 'text/html' } });

describe('GET /runtime-config.json', () => {
  it('describes both operators from the database, with absolute site URLs', async () => {
    const { body, status } = await sandbox.request('/runtime-config.json', { operator: null });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      apiBaseUrl: '/api',
      omsBaseUrl: '/oms',
      requestTimeoutMs: 15000,
      sandbox: true,
      defaultOperator: 'metro',
      accountPassphrase: expect.any(String),
      identity: {},
      captcha: {},
      operators: {
        metro: {
          key: 'metro',
          name: 'Metro',
          variant: 'standard',
          sentEmailIfExists: true,
          siteUrl: `${sandbox.url}/operators/metro/site.html`,
          logoUrl: '/operators/metro/logo.svg',
          logoWhiteUrl: '/operators/metro/logo-white.svg',
          faviconUrl: '/metro.ico',
          privacyPdfUrl: '/operators/metro/privacy.pdf',
          colors: { brand: '#0b5cad', brandContrast: '#ffffff', accent: expect.any(String) },
        },
        enterprise: { key: 'enterprise', variant: 'enterprise-only' },
      },
    });
    const operators = (body as { operators: Record<string, { texts: Record<string, Record<string, string>> }> })
      .operators;
    for (const operator of Object.values(operators)) {
      expect(Object.keys(operator.texts)).toEqual(['en', 'it', 'fr', 'de']);
      for (const texts of Object.values(operator.texts)) {
        expect(Object.keys(texts).sort()).toEqual([
          'conditionsOfCarriage',
          'copyright',
          'description',
          'tagline',
          'title',
          'welcomeSubtitle',
          'welcomeTitle',
        ]);
      }
    }
  });
});

describe('security headers', () => {
  it.each(['/api/languages', '/runtime-config.json', '/', '/sandbox/mail', '/metro.ico'])(
    'are sent with %s',
    async (path) => {
      const { headers } = await sandbox.request(path);
      expect(headers.get('content-security-policy')).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
          "font-src 'self' data:; connect-src 'self'; frame-src 'self' blob:; object-src 'self' blob:; form-action 'self'; " +
          "base-uri 'self'; frame-ancestors 'none'",
      );
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    },
  );

  it('let the portal embed the privacy PDF', async () => {
    const { headers } = await sandbox.request('/operators/metro/privacy.pdf');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('the built portal', () => {
  it('serves index.html uncached at / and as the fallback of page routes', async () => {
    for (const path of ['/', '/dashboard/account', '/email/confirmation_in_progress?token=abc']) {
      const answer = await page(path);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('<title>Tapway</title>');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
  });

  it('caches hashed assets for long and types files by extension', async () => {
    const asset = await sandbox.request('/assets/main-abc123.js', { operator: null });
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sandbox.request('/robots.txt', { operator: null })).headers.get('content-type')).toBe(
      'text/plain; charset=utf-8',
    );
  });

  it('does not fall back for server paths, non-page requests, or paths leaving the folder', async () => {
    expect((await page('/oms/tickets/get')).status).toBe(404);
    expect((await page('/sandbox/nothing')).status).toBe(404);
    expect((await sandbox.request('/assets/missing.js', { operator: null })).status).toBe(404);
    expect((await sandbox.request('/..%2f..%2fetc/passwd', { operator: null })).status).toBe(404);
  });
});

describe('the dev portal (npm run dev, Vite middleware)', { timeout: 30_000 }, () => {
  let dev: Sandbox;
  beforeAll(async () => {
    dev = await startSandbox({ dev: true });
  }, 30_000);
  afterAll(() => dev?.stop());

  const devPage = (path: string) => dev.request(path, { operator: null, headers: { accept: 'text/html' } });

  it.each([
    '/email/confirmation_in_progress?token=abc',
    '/forgot_password/request_in_progress?token=abc',
    '/reset_password',
  ])('sends the token page %s with no referrer, by header and meta, as the build does', async (path) => {
    const answer = await devPage(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.body).toContain('<meta name="referrer" content="no-referrer" />');
    expect(answer.body).toContain('/@vite/client');
  });

  it('keeps the usual referrer policy on the other pages', async () => {
    const answer = await devPage('/sign/up');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.body).toContain('<meta name="referrer" content="strict-origin-when-cross-origin" />');
  });
});

describe('operator files', () => {
  it('serves a 32×32 ICO favicon per operator', async () => {
    const response = await fetch(`${sandbox.url}/enterprise.ico`);
    const ico = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt16LE(12)]).toEqual([32, 32, 32]);
    expect(ico.readUInt32LE(18) + ico.readUInt32LE(14)).toBe(ico.length);
    expect(ico.readUInt32LE(22)).toBe(40);
    expect((await fetch(`${sandbox.url}/nobody.ico`)).status).toBe(404);
  });

  it('serves SVG logos in colour and in white', async () => {
    const logo = await sandbox.request('/operators/metro/logo.svg', { operator: null });
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.body).toMatch(/^<svg [^>]*role="img" aria-label="Metro"/);
    expect(logo.body).toContain('#0b5cad');
    expect((await sandbox.request('/operators/metro/logo-white.svg', { operator: null })).body).toContain(
      'fill="#ffffff"',
    );
  });

  it('serves a one-page privacy PDF whose cross-reference offsets are right', async () => {
    const response = await fetch(`${sandbox.url}/operators/enterprise/privacy.pdf`);
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('/Count 1');
    expect(pdf).toContain('(Privacy notice - Enterprise Rail) Tj');
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => expect(pdf.startsWith(`${index + 1} 0 obj\n`, offset)).toBe(true));
  });

  it('serves the operator site page', async () => {
    const site = await page('/operators/metro/site.html');
    expect(site.status).toBe(200);
    expect(site.body).toContain('<html lang="en">');
    expect(site.body).toContain('href="/?tenant=metro"');
  });
});

describe('the mail outbox page', () => {
  it('lists mails newest first with clickable links', async () => {
    await sandbox.post('/email/send_email_confirmation_request', { email: 'marco.bianchi@example.com' });
    const outbox = await page('/sandbox/mail');
    expect(outbox.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(outbox.body).toContain('<html lang="en">');
    expect(outbox.body).toContain('<h1>Sandbox mail outbox</h1>');
    expect(outbox.body).toMatch(/<h2 id="mail-\d+">Metro: confirm your e-mail address<\/h2>/);
    expect(outbox.body).toMatch(/<a href="http:\/\/[^"]+\/email\/confirmation_in_progress\?token=[\w-]+">/);
    expect(outbox.body).toContain('<label for="to">Recipient</label>');
  });
});

describe('reset and persistence', () => {
  it('POST /sandbox/api/reset restores the seed state', async () => {
    await sandbox.post('/sign_up', {
      user: {
        name: 'Temp',
        surname: 'Rider',
        date_of_birth: '2000-01-01',
        email: 'temp@example.com',
        confirm_email: 'temp@example.com',
        password: 'Temp-2026x',
        confirm_password: 'Temp-2026x',
        language: 'en',
      },
    });
    expect((await sandbox.post('/login', { email: 'temp@example.com', password: 'Temp-2026x' })).body).toBe(
      'Unconfirmed Email',
    );
    const reset = await sandbox.request('/sandbox/api/reset', { method: 'POST', operator: null, json: {} });
    expect(reset.body).toEqual({ reset: true });
    expect((await sandbox.post('/login', { email: 'temp@example.com', password: 'Temp-2026x' })).body).toBe(
      'No Account Found',
    );
    expect(await sandbox.mailsTo('marco.bianchi@example.com')).toEqual([]);
    expect((await sandbox.post('/login', GIULIA)).body).toHaveProperty('account');
  });

  it('rejects when the port is taken, and a later start on the same data folder still works', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tapway-port-'));
    await expect(startSandbox({ dataDir, port: sandbox.port })).rejects.toThrow(/EADDRINUSE/);
    const again = await startSandbox({ dataDir });
    expect((await again.request('/api/languages')).status).toBe(200);
    await again.stop();
  });

  it('keeps data across a restart on the same data folder, and reset() restores the seed', async () => {
    const first = await startSandbox();
    const user = {
      name: 'Sara',
      surname: 'Conti',
      date_of_birth: '1999-12-31',
      email: 'sara@example.com',
      confirm_email: 'sara@example.com',
      password: 'Sara-2026x',
      confirm_password: 'Sara-2026x',
      language: 'it',
    };
    expect((await first.post('/sign_up', { user })).body).toBe('Account Registered Successfully');
    await first.stop({ keepData: true });

    const second = await startSandbox({ dataDir: first.dataDir });
    try {
      expect((await second.post('/login', { email: user.email, password: user.password })).body).toBe(
        'Unconfirmed Email',
      );
      await second.reset();
      expect((await second.post('/login', { email: user.email, password: user.password })).body).toBe(
        'No Account Found',
      );
    } finally {
      await second.stop();
    }
  });
});

describe("the operators' texts", () => {
  it('welcome riders in Italian without assuming their gender', async () => {
    const { OPERATORS } = await import('../../sandbox/operators/catalog.mjs');
    for (const operator of OPERATORS) expect(operator.texts.it?.welcomeTitle).toMatch(/^Ti diamo il benvenuto/);
  });
});
