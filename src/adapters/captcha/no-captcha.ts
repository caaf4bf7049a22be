import type { Captcha } from '../../core/account/captcha';

/** An operator without bot protection: no token, and nothing is loaded. */
export class NoCaptcha implements Captcha {
  async token(): Promise<string | null> {
    return null;
  }
}
