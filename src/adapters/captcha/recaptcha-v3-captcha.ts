import type { Captcha, CaptchaAction } from '../../core/account/captcha';
import { loadOnce } from '../identity/load-once';
import { browserScriptHost, loadSdk, type ScriptHost } from '../identity/script-host';
import { reasonOf, withTimeout } from '../identity/with-timeout';

/** reCAPTCHA v3 settings (runtime configuration `captcha`). */
export interface RecaptchaSettings {
  readonly siteKey: string;
  /** https://www.google.com/recaptcha/api.js, or the sandbox's stand-in. */
  readonly scriptUrl: string;
  readonly timeoutMs: number;
}

/** The part of `window.grecaptcha` the adapter uses: the SDK boundary. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

const grecaptchaOf = (value: unknown): Grecaptcha | undefined => {
  const sdk = value as Partial<Grecaptcha> | undefined;
  return sdk && typeof sdk.ready === 'function' && typeof sdk.execute === 'function' ? (sdk as Grecaptcha) : undefined;
};

/**
 * Bot protection with reCAPTCHA v3: its script is loaded on the first token (so only on the screens
 * that ask for one); a script that does not load or answer in time gives null and a log line, never a hang.
 */
export class RecaptchaV3Captcha implements Captcha {
  constructor(
    private readonly settings: RecaptchaSettings,
    private readonly host: ScriptHost = browserScriptHost(),
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {}

  async token(action: CaptchaAction): Promise<string | null> {
    try {
      const token = await withTimeout(this.execute(action), this.settings.timeoutMs, 'reCAPTCHA');
      if (typeof token !== 'string' || token === '') throw new Error('empty token');
      return token;
    } catch (error) {
      this.log(`captcha: no token for "${action}" (${reasonOf(error)})`);
      return null;
    }
  }

  private async execute(action: CaptchaAction): Promise<string> {
    const grecaptcha = await this.ready();
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return grecaptcha.execute(this.settings.siteKey, { action });
  }

  private readonly ready = loadOnce((): Promise<Grecaptcha> => {
    const url = new URL(this.settings.scriptUrl, this.host.window.location.href);
    url.searchParams.set('render', this.settings.siteKey);
    return loadSdk(this.host, url.href, 'grecaptcha', grecaptchaOf);
  });
}
