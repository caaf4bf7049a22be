import { describe, expect, it } from 'vitest';
import { GIULIA, baseUrl, logIn, useRider, visit } from './support/portal';

describe('the portal under a production security policy', () => {
  const rider = useRider();

  it('is served with the security headers and runs without a CSP violation', async () => {
    const { page } = rider;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`${baseUrl()}/`);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();

    await visit(page, '/', { axe: false });
    await logIn(page, GIULIA.email, GIULIA.password);
    await page.waitForURL('**/dashboard');
    await visit(page, '/privacy', { axe: false });
    expect(violations).toEqual([]);
  });

  it('keeps the session cookie out of reach of scripts', async () => {
    const { page, context } = rider;
    await visit(page, '/', { axe: false });
    await logIn(page, GIULIA.email, GIULIA.password);
    await page.waitForURL('**/dashboard');
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === 'tapway_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Strict');
    expect(await page.evaluate(() => document.cookie)).not.toContain('tapway_session');
  });
});
