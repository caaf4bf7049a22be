/** The operations that bot protection guards (decisions: "bot protection"). */
export type CaptchaAction = 'sign_up' | 'resend_confirmation' | 'forgot_password';

/** Bot protection: a fresh token for one guarded call, or null when the operator runs none. */
export interface Captcha {
  token(action: CaptchaAction): Promise<string | null>;
}

export const Captcha = Symbol('Captcha');
