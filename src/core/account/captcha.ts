import { token, type Token } from '../shared/token';

/** The operations that bot protection guards. */
export type CaptchaAction = 'sign_up' | 'resend_confirmation' | 'forgot_password';

/** Bot protection: a fresh token for one guarded call, or null when the operator runs none. */
export interface Captcha {
  token(action: CaptchaAction): Promise<string | null>;
}

export const Captcha: Token<Captcha> = token('Captcha');

/** The bot-protection check of a form (`captcha_token`): an error of the whole form, not of a field. */
export type CaptchaField = 'captcha';
