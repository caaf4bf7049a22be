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
import { HttpPaymentRequests } from '../../adapters/http/product-api/http-payment-requests';
import { Settlements } from '../../core/settlement/settlements';
import { AccountSettings } from '../../core/account/account-settings';
import { TravelHistory } from '../../core/travels/travel-history';
import { lazyAdapter } from './lazy-adapter';
import { HmacFormPaymentProvider } from '../../adapters/payment/hmac-form-payment-provider';
import { LocalStorageStorage } from '../../adapters/storage/local-storage-storage';
import { SystemClock } from '../../adapters/system/system-clock';
import type { Operator } from '../../core/shared/operator';
import { BankCards } from '../../core/cards/bank-cards';
import { PaymentProvider, PaymentRequests, type PaymentPurpose } from '../../core/cards/payment-provider';
import { TappedCards } from '../../core/cards/tapped-cards';
import { StoredSession } from '../../core/session/stored-session';
import { Captcha } from '../../core/account/captcha';
import { Clock } from '../../core/shared/clock';
import { IdentityProviders } from '../../core/session/identity-provider';
import { Storage } from '../../core/shared/storage';
import { EmailRequests } from '../../core/account/email-requests';
import { Registration } from '../../core/account/registration';
import { Languages } from '../../core/session/languages';
import { SignIn } from '../../core/session/sign-in';
import { captchaSettingsFor, identitySettingsFor, type CaptchaSettings, type IdentitySettings } from '../config/identity-config';
import { CLIENT_SIGNING_BUILD, clientSigningFor } from '../config/payment-signing-config';
import type { RuntimeConfig } from '../config/runtime-config';
import { provide, provideValue } from './typed-binding';

/** Only the configured providers; each imports or loads its SDK on first use, never at start-up. */
const identityProviders = ({ azure, google, facebook }: IdentitySettings): IdentityProviders => ({
  ...(azure ? { azure: new MsalIdentityProvider(azure) } : {}),
  ...(google ? { google: new GoogleIdentityProvider(google) } : {}),
  ...(facebook ? { facebook: new FacebookIdentityProvider(facebook) } : {}),
});

const captchaFor = (captcha: CaptchaSettings): Captcha =>
  captcha.provider === 'recaptcha-v3' ? new RecaptchaV3Captcha(captcha.settings) : new NoCaptcha();

/**
 * The server signs payment requests. Only a build that allows it (CLIENT_SIGNING_BUILD) and an
 * operator configured for it sign card registrations in the browser; the signer loads on use.
 */
function paymentRequestsFor(config: RuntimeConfig, operator: Operator, server: PaymentRequests, session: StoredSession): PaymentRequests {
  if (!CLIENT_SIGNING_BUILD) return server;
  const signing = clientSigningFor(config.paymentSigning, operator.key);
  if (!signing) return server;
  const context = {
    origin: globalThis.location.origin,
    email: () => session.account()?.email ?? '',
    orderId: () => globalThis.crypto.randomUUID(),
  };
  return {
    async sign(purpose: PaymentPurpose) {
      if (purpose !== 'card_registration') return server.sign(purpose);
      const { ClientSidePaymentRequests } = await import('../../adapters/payment/client-side-payment-requests');
      return new ClientSidePaymentRequests(signing, context).sign(purpose);
    },
  };
}

/** The browser's adapters, configured for this tab's operator. */
export function adaptersModule(config: RuntimeConfig, operator: Operator): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const productApi = createHttpClient({
      baseURL: config.apiBaseUrl,
      timeoutMs: config.requestTimeoutMs,
      headers: { 'x-api-key': operator.key },
    });
    const cipher = new AesAccountCipher(config.accountPassphrase);
    provide(bind, SignIn, () => new HttpSignIn(productApi, cipher));
    provide(bind, Registration, () => new HttpRegistration(productApi));
    provide(bind, EmailRequests, () => new HttpEmailRequests(productApi));
    provide(bind, Languages, () => new HttpLanguages(productApi));
    provide(bind, AccountSettings, () =>
      lazyAdapter(() => import('../../adapters/http/product-api/http-account-settings').then((m) => new m.HttpAccountSettings(productApi, cipher)), {
        edit: true, changePassword: true, requestDeletion: true, confirmDeletion: true,
      }),
    );
    const operationsApi = createHttpClient({
      baseURL: config.omsBaseUrl,
      timeoutMs: config.requestTimeoutMs,
      headers: { 'x-api-key': operator.key },
    });
    provide(bind, BankCards, () => lazyAdapter(() => import('../../adapters/http/product-api/http-bank-cards').then((m) => new m.HttpBankCards(productApi)), { list: true, add: true, remove: true }));
    provide(bind, TappedCards, () => lazyAdapter(() => import('../../adapters/http/operations-api/http-tapped-cards').then((m) => new m.HttpTappedCards(operationsApi, operator.key)), { find: true }));
    provide(bind, Settlements, () =>
      lazyAdapter(() => import('../../adapters/http/operations-api/http-settlements').then((m) => new m.HttpSettlements(operationsApi, operator.key)), { failedSummaries: true, save: true }),
    );
    provide(bind, TravelHistory, () =>
      lazyAdapter(() => import('../../adapters/http/operations-api/http-travel-history').then((m) => new m.HttpTravelHistory(operationsApi, operator.key)), { tickets: true, payments: true, paymentInfo: true }),
    );
    provide(bind, PaymentRequests, (get) => paymentRequestsFor(config, operator, new HttpPaymentRequests(productApi), get(StoredSession)));
    provide(bind, PaymentProvider, () => new HmacFormPaymentProvider(globalThis.document));
    provideValue(bind, Storage, new LocalStorageStorage(globalThis.localStorage, globalThis.window));
    provideValue(bind, Clock, new SystemClock());
    provideValue(bind, IdentityProviders, identityProviders(identitySettingsFor(config.identity, operator.key)));
    provideValue(bind, Captcha, captchaFor(captchaSettingsFor(config.captcha, operator.key)));
  });
}
