// @ts-check
/**
 * Whether the time of an answer tells if an address has an account (docs/behaviour/rules.md#neutral-answers): medians of the
 * product API's answers for a known and an unknown address. The throttle is set aside here (it
 * would answer 429 after 5 failures). Run: node scripts/bench-enumeration.mjs
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Throttle } from '../sandbox/auth/throttle.mjs';
import { issueCaptchaToken } from '../sandbox/identity/captcha.mjs';
import { createSandboxServer } from '../sandbox/server.mjs';

const RUNS = 15;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tapway-enumeration-'));
const server = await createSandboxServer({
  port: 0,
  dataDir,
  quiet: true,
  throttle: new Throttle({ freeFailures: 1e9 }),
});

/** @param {string} route @param {() => Record<string, unknown>} body */
async function median(route, body) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const answer = await fetch(`${server.url}/api${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'metro' },
      body: JSON.stringify(body()),
    });
    await answer.text();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

let fresh = 0;
const user = (/** @type {string} */ email) => ({
  name: 'Sara',
  surname: 'Galli',
  date_of_birth: '1990-03-14',
  email,
  confirm_email: email,
  password: 'Tapway-2026',
  confirm_password: 'Tapway-2026',
  language: 'it',
});
const rows = [
  [
    'login (wrong password)',
    '/login',
    () => ({ email: 'giulia.rossi@example.com', password: 'Wrong-2026' }),
    () => ({ email: 'nobody@example.com', password: 'Wrong-2026' }),
  ],
  [
    'forgot password',
    '/email/send_forgot_password_request',
    () => ({ email: 'giulia.rossi@example.com', captcha_token: issueCaptchaToken('forgot_password') }),
    () => ({ email: 'nobody@example.com', captcha_token: issueCaptchaToken('forgot_password') }),
  ],
  [
    'resend confirmation',
    '/email/send_email_confirmation_request',
    () => ({ email: 'marco.bianchi@example.com', captcha_token: issueCaptchaToken('resend_confirmation') }),
    () => ({ email: 'nobody@example.com', captcha_token: issueCaptchaToken('resend_confirmation') }),
  ],
  [
    'sign-up',
    '/sign_up',
    () => ({ user: user('giulia.rossi@example.com'), captcha_token: issueCaptchaToken('sign_up') }),
    () => ({ user: user(`new.rider.${(fresh += 1)}@example.com`), captcha_token: issueCaptchaToken('sign_up') }),
  ],
];
console.log(`| call | known address | unknown address |\n|---|---|---|`);
for (const [label, route, known, unknown] of rows) {
  const knownMs = await median(/** @type {string} */ (route), /** @type {any} */ (known));
  const unknownMs = await median(/** @type {string} */ (route), /** @type {any} */ (unknown));
  console.log(`| ${label} | ${knownMs.toFixed(1)} ms | ${unknownMs.toFixed(1)} ms |`);
}
await server.close();
fs.rmSync(dataDir, { recursive: true, force: true });
