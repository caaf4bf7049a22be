import type { Captcha } from '../../../core/account/captcha';

/** Captcha answering a fixed token, or null as an operator without bot protection does. */
export class FakeCaptcha implements Captcha {
  constructor(private readonly fixed: string | null = 'fake-captcha-token') {}

  async token(): Promise<string | null> {
    return this.fixed;
  }
}
