// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoCaptcha } from '../../../src/adapters/captcha/no-captcha';
import { RecaptchaV3Captcha, type Grecaptcha } from '../../../src/adapters/captcha/recaptcha-v3-captcha';
import { FakeScriptHost } from '../identity/fake-script-host';

const SETTINGS = { siteKey: 'site-key-1', scriptUrl: '/sandbox/identity/captcha/api.js', timeoutMs: 5000 };

/** `window.grecaptcha` played by the test: tokens name the site key and action they were asked for. */
class FakeGrecaptcha implements Grecaptcha {
  ready = (callback: () => void) => void setTimeout(callback);
  execute = (siteKey: string, { action }: { action: string }): PromiseLike<string> => this.answer(siteKey, action);
  answer: (siteKey: string, action: string) => Promise<string> = async (siteKey, action) =>
    `token:${siteKey}:${action}`;
}

function setUp() {
  const grecaptcha = new FakeGrecaptcha();
  const host = new FakeScriptHost((window) => (window.grecaptcha = grecaptcha));
  const logged: string[] = [];
  return { grecaptcha, host, logged, captcha: new RecaptchaV3Captcha(SETTINGS, host, (line) => logged.push(line)) };
}

afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as Record<string, unknown>).grecaptcha;
});

describe('RecaptchaV3Captcha', () => {
  it('loads the script with render=siteKey on the first token only, and executes the action', async () => {
    const { host, captcha } = setUp();
    expect(await captcha.token('sign_up')).toBe('token:site-key-1:sign_up');
    expect(await captcha.token('forgot_password')).toBe('token:site-key-1:forgot_password');
    expect(host.loaded).toEqual([`${window.location.origin}/sandbox/identity/captcha/api.js?render=site-key-1`]);
  });

  it('gives null and a log line when the script cannot load, and tries again next time', async () => {
    const { host, logged, captcha } = setUp();
    host.failing = true;
    expect(await captcha.token('sign_up')).toBeNull();
    expect(logged).toEqual([
      expect.stringMatching(/^captcha: no token for "sign_up" \(could not load .*api\.js\?render=site-key-1\)$/),
    ]);
    host.failing = false;
    expect(await captcha.token('sign_up')).toBe('token:site-key-1:sign_up');
  });

  it('gives null after the timeout instead of waiting for a token that never comes', async () => {
    vi.useFakeTimers();
    const { grecaptcha, logged, captcha } = setUp();
    grecaptcha.answer = () => new Promise(() => undefined);
    const token = captcha.token('resend_confirmation');
    await vi.advanceTimersByTimeAsync(SETTINGS.timeoutMs);
    expect(await token).toBeNull();
    expect(logged).toEqual(['captcha: no token for "resend_confirmation" (timeout: reCAPTCHA)']);
  });

  it('gives null when execute rejects or answers an empty token', async () => {
    const { grecaptcha, captcha } = setUp();
    grecaptcha.answer = async () => Promise.reject(new Error('Invalid site key'));
    expect(await captcha.token('sign_up')).toBeNull();
    grecaptcha.answer = async () => '';
    expect(await captcha.token('sign_up')).toBeNull();
  });
});

describe('NoCaptcha', () => {
  it('gives no token', async () => {
    expect(await new NoCaptcha().token()).toBeNull();
  });
});
