import { ContainerModule } from 'inversify';
import { NoCaptcha } from '../../adapters/captcha/no-captcha';
import { RecaptchaV3Captcha } from '../../adapters/captcha/recaptcha-v3-captcha';
import { FacebookIdentityProvider } from '../../adapters/identity/facebook/facebook-identity-provider';
import { GoogleIdentityProvider } from '../../adapters/identity/google/google-identity-provider';
import { MsalIdentityProvider } from '../../adapters/identity/msal/msal-identity-provider';
import { AesAccountCipher } from '../../adapters/http/product-api/aes-account-cipher';
import { createHttpClient } from '../../adapters/http/client/create-http-client';
import { HttpEmailRequests } from '../../adapters/http/product-api/http-email-requests';
import { HttpLanguages } from '../../adapters/http/product-api/http-languages';
import { HttpRegistration } from '../../adapters/http/product-api/http-registration';
import { HttpSignIn } from '../../adapters/http/product-api/http-sign-in';
import { IndexedDbSavedReads } from '../../adapters/storage/indexed-db-saved-reads';
import { LocalStorageStorage } from '../../adapters/storage/local-storage-storage';
import { SystemClock } from '../../adapters/system/system-clock';
import type { Operator } from '../../core/shared/operator';
import { Captcha } from '../../core/account/captcha';
import { Clock } from '../../core/shared/clock';
import { IdentityProviders } from '../../core/session/identity-provider';
import { Storage } from '../../core/shared/storage';
import { EmailRequests } from '../../core/account/email-requests';
import { Registration } from '../../core/account/registration';
import { Languages } from '../../core/session/languages';
import { SavedReads } from '../../core/session/saved-reads';
import { SignIn } from '../../core/session/sign-in';
import {
  captchaSettingsFor,
  identitySettingsFor,
  type CaptchaSettings,
  type IdentitySettings,
} from '../config/identity-config';
import type { RuntimeConfig } from '../config/runtime-config';
import { AccountCipher, ProductApi } from './product-api';
import { provide, provideValue } from './typed-binding';

/** Only the configured providers; each imports or loads its SDK on first use, never at start-up. */
const identityProviders = ({ azure, google, facebook }: IdentitySettings): IdentityProviders => ({
  ...(azure ? { azure: new MsalIdentityProvider(azure) } : {}),
  ...(google ? { google: new GoogleIdentityProvider(google) } : {}),
  ...(facebook ? { facebook: new FacebookIdentityProvider(facebook) } : {}),
});

const captchaFor = (captcha: CaptchaSettings): Captcha =>
  captcha.provider === 'recaptcha-v3' ? new RecaptchaV3Captcha(captcha.settings) : new NoCaptcha();

/** The browser's adapters, configured for this tab's operator. */
export function adaptersModule(config: RuntimeConfig, operator: Operator): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provideValue(
      bind,
      ProductApi,
      createHttpClient({
        baseURL: config.apiBaseUrl,
        timeoutMs: config.requestTimeoutMs,
        headers: { 'x-api-key': operator.key },
      }),
    );
    provideValue(bind, AccountCipher, new AesAccountCipher(config.accountPassphrase));
    provide(bind, SignIn, (get) => new HttpSignIn(get(ProductApi), get(AccountCipher)));
    provide(bind, Registration, (get) => new HttpRegistration(get(ProductApi)));
    provide(bind, EmailRequests, (get) => new HttpEmailRequests(get(ProductApi)));
    provide(bind, Languages, (get) => new HttpLanguages(get(ProductApi)));
    provideValue(bind, Storage, new LocalStorageStorage(globalThis.localStorage, globalThis.window));
    provideValue(bind, Clock, new SystemClock());
    provideValue(bind, SavedReads, new IndexedDbSavedReads());
    provideValue(bind, IdentityProviders, identityProviders(identitySettingsFor(config.identity, operator.key)));
    provideValue(bind, Captcha, captchaFor(captchaSettingsFor(config.captcha, operator.key)));
  });
}
