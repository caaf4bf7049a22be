import type { ProviderCredential } from '../../src/core/session/provider-credential';
import type { EmailRequests } from '../../src/core/account/email-requests';
import type { Registration } from '../../src/core/account/registration';
import type { SignIn } from '../../src/core/session/sign-in';
import { issueCaptchaToken } from '../../sandbox/identity/captcha.mjs';
import { issueFacebookAccessToken } from '../../sandbox/identity/facebook-tokens.mjs';
import { nowSeconds, signJwt } from '../../sandbox/identity/jwt.mjs';
import { AZURE_CLIENTS, GOOGLE_CLIENT_ID, googleIssuer, oidcIssuer } from '../../sandbox/identity/settings.mjs';

/**
 * What the browser's SDKs would obtain from the sandbox's stand-ins, made in-process for tests that
 * call the product API directly: captcha tokens, search-engine credentials, enterprise id tokens.
 */

/** The product-API paths bot protection guards. */
export const CAPTCHA_GUARDED = [
  '/sign_up',
  '/email/send_email_confirmation_request',
  '/email/send_forgot_password_request',
];

/** A fresh, single-use captcha token, as the stand-in's grecaptcha.execute() answers. */
export const captchaToken = (action = 'sign_up'): string => issueCaptchaToken(action);

const lifetime = (seconds = 3600) => {
  const iat = nowSeconds();
  return { iat, nbf: iat, exp: iat + seconds };
};

/** A search-engine credential (ID token) for the sandbox at `origin`; `claims` override the defaults. */
export function googleCredential(origin: string, claims: Record<string, unknown>): string {
  return signJwt({ iss: googleIssuer(origin), aud: GOOGLE_CLIENT_ID, azp: GOOGLE_CLIENT_ID, ...lifetime(), ...claims });
}

/** An enterprise id token for one operator's client at the sandbox authority at `origin`. */
export function azureIdToken(origin: string, operator: string, claims: Record<string, unknown>): string {
  return signJwt({ iss: oidcIssuer(origin), aud: AZURE_CLIENTS[operator], ...lifetime(), ...claims });
}

/** The `{response}` body part of login_with_azure, with its id token signed by the sandbox authority. */
export function azureResponse(origin: string, operator: string, claims: Record<string, unknown>) {
  return { idToken: azureIdToken(origin, operator, claims), idTokenClaims: claims, account: {} };
}

/** The claims of an (unsigned or signed) JWT, unchecked. */
const claimsOf = (jwt: unknown): Record<string, unknown> => {
  const [, body = ''] = String(jwt).split('.');
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
};

/** The product-API ports that carry captcha tokens or provider credentials. */
export interface ProvenPorts {
  readonly signIn: SignIn;
  readonly registration: Registration;
  readonly emailRequests: EmailRequests;
}

/**
 * The ports as a browser would drive them against the sandbox: captcha tokens obtained from the
 * stand-in, and provider credentials signed by the stand-in providers (the contract suite builds
 * them unsigned, as the in-memory operator takes them).
 */
export function withSandboxProofs<P extends ProvenPorts>(ports: P, origin: string, operator: string): P {
  const proven = (credential: ProviderCredential): ProviderCredential => {
    if (credential.provider === 'google') {
      return {
        ...credential,
        response: {
          ...credential.response,
          credential: googleCredential(origin, claimsOf(credential.response.credential)),
        },
      };
    }
    if (credential.provider === 'azure') {
      const claims = (credential.response.idTokenClaims ?? {}) as Record<string, unknown>;
      return { ...credential, response: { ...credential.response, idToken: azureIdToken(origin, operator, claims) } };
    }
    if (credential.provider === 'facebook') {
      const { profile } = credential;
      const accessToken = issueFacebookAccessToken({
        userID: credential.userID,
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        scopes: ['public_profile', ...(profile.email ? ['email'] : [])],
      });
      return { ...credential, accessToken };
    }
    return credential;
  };
  // The sandbox runs bot protection for every operator, so the browser always has a token to send.
  const token = (_given: string | null, action: string) => captchaToken(action);
  const { signIn, registration, emailRequests } = ports;
  return {
    ...ports,
    signIn: {
      login: (credentials) => signIn.login(credentials),
      loginWithProvider: (credential, password) => signIn.loginWithProvider(proven(credential), password),
      logout: () => signIn.logout(),
    } satisfies SignIn,
    registration: {
      signUp: (user, captcha) => registration.signUp(user, token(captcha, 'sign_up')),
    } satisfies Registration,
    emailRequests: {
      requestEmailConfirmation: (email, captcha) =>
        emailRequests.requestEmailConfirmation(email, token(captcha, 'resend_confirmation')),
      confirmEmail: (value) => emailRequests.confirmEmail(value),
      requestPasswordReset: (email, captcha) =>
        emailRequests.requestPasswordReset(email, token(captcha, 'forgot_password')),
      exchangeResetToken: (value) => emailRequests.exchangeResetToken(value),
      resetPassword: (input) => emailRequests.resetPassword(input),
    } satisfies EmailRequests,
  };
}
