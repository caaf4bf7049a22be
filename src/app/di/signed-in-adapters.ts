import { ContainerModule } from 'inversify';
import { createHttpClient } from '../../adapters/http/client/create-http-client';
import { HttpCardStatus } from '../../adapters/http/operations-api/http-card-status';
import { HttpClaims } from '../../adapters/http/operations-api/http-claims';
import { HttpConcessions } from '../../adapters/http/operations-api/http-concessions';
import { PageProofProvider } from '../../adapters/system/page-proof-provider';
import { HttpRiderData } from '../../adapters/http/operations-api/http-rider-data';
import { HttpStatements } from '../../adapters/http/operations-api/http-statements';
import { HttpFareRules } from '../../adapters/http/operations-api/http-fare-rules';
import { HttpSettlements } from '../../adapters/http/operations-api/http-settlements';
import { HttpRiderSummaries } from '../../adapters/http/operations-api/http-rider-summaries';
import { HttpTappedCards } from '../../adapters/http/operations-api/http-tapped-cards';
import { HttpTravelHistory } from '../../adapters/http/operations-api/http-travel-history';
import { HttpAccountSettings } from '../../adapters/http/product-api/http-account-settings';
import { HttpAlerts } from '../../adapters/http/product-api/http-alerts';
import { HttpBankCards } from '../../adapters/http/product-api/http-bank-cards';
import { HttpCardChecks } from '../../adapters/http/product-api/http-card-checks';
import { HttpPaymentRequests } from '../../adapters/http/product-api/http-payment-requests';
import { HmacFormPaymentProvider } from '../../adapters/payment/hmac-form-payment-provider';
import { UuidIds } from '../../adapters/system/uuid-ids';
import { AccountSettings } from '../../core/account/account-settings';
import { Alerts } from '../../core/alerts/alerts';
import { BankCards } from '../../core/cards/bank-cards';
import { CardChecks } from '../../core/card-check/card-checks';
import { PaymentProvider, PaymentRequests, type PaymentPurpose } from '../../core/cards/payment-provider';
import { TappedCards } from '../../core/cards/tapped-cards';
import { StoredSession } from '../../core/session/stored-session';
import { Claims } from '../../core/claims/claims';
import { Concessions } from '../../core/concessions/concessions';
import { ProofProvider } from '../../core/concessions/proof-provider';
import { CardStatus } from '../../core/card-status/card-status';
import { RiderDataSource } from '../../core/data-export/rider-data-source';
import { Statements } from '../../core/statements/statements';
import { Ids } from '../../core/shared/ids';
import { offers, type Operator } from '../../core/shared/operator';
import { Settlements } from '../../core/settlement/settlements';
import { RiderSummaries } from '../../core/settlement/rider-summary';
import { FareRules } from '../../core/travels/fare-rules';
import { TravelHistory } from '../../core/travels/travel-history';
import { CLIENT_SIGNING_BUILD, clientSigningFor } from '../config/payment-signing-config';
import type { RuntimeConfig } from '../config/runtime-config';
import { AccountCipher, ProductApi } from './product-api';
import { provide } from './typed-binding';

/**
 * The server signs payment requests. Only a build that allows it (CLIENT_SIGNING_BUILD) and an
 * operator configured for it sign card registrations in the browser; the signer loads on use.
 */
function paymentRequestsFor(
  config: RuntimeConfig,
  operator: Operator,
  server: PaymentRequests,
  session: StoredSession,
  ids: Ids,
): PaymentRequests {
  if (!CLIENT_SIGNING_BUILD) return server;
  const signing = clientSigningFor(config.paymentSigning, operator.key);
  if (!signing) return server;
  const context = {
    origin: globalThis.location.origin,
    email: () => session.account()?.email ?? '',
    orderId: () => ids.next(),
  };
  return {
    async sign(purpose: PaymentPurpose, idempotencyKey?: string) {
      if (purpose !== 'card_registration') return server.sign(purpose, idempotencyKey);
      const { ClientSidePaymentRequests } = await import('../../adapters/payment/client-side-payment-requests');
      return new ClientSidePaymentRequests(signing, context).sign(purpose);
    },
  };
}

/**
 * The signed-in pages' adapters (cards, trips and payments, settlement, the account area, the
 * payment provider), loaded with the signed-in layout: a first visit to the login page carries none.
 */
export function signedInAdapters(config: RuntimeConfig, operator: Operator): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const headers = { 'x-api-key': operator.key };
    // The product API's client and the account cipher are adaptersModule's (./product-api.ts).
    const operationsApi = createHttpClient({ baseURL: config.omsBaseUrl, timeoutMs: config.requestTimeoutMs, headers });
    provide(bind, AccountSettings, (get) => new HttpAccountSettings(get(ProductApi), get(AccountCipher)));
    provide(bind, BankCards, (get) => new HttpBankCards(get(ProductApi)));
    provide(bind, TappedCards, () => new HttpTappedCards(operationsApi, operator.key));
    provide(bind, TravelHistory, () => new HttpTravelHistory(operationsApi, operator.key));
    provide(bind, Settlements, () => new HttpSettlements(operationsApi, operator.key));
    provide(bind, FareRules, () => new HttpFareRules(operationsApi, operator.key));
    provide(bind, Claims, () => new HttpClaims(operationsApi, operator.key, offers(operator, 'claims')));
    provide(bind, Concessions, () => new HttpConcessions(operationsApi, operator.key, offers(operator, 'concessions')));
    provide(bind, ProofProvider, () => new PageProofProvider());
    provide(bind, Alerts, (get) => new HttpAlerts(get(ProductApi), offers(operator, 'alerts')));
    provide(bind, CardStatus, () => new HttpCardStatus(operationsApi, operator.key, offers(operator, 'cardStatus')));
    provide(
      bind,
      RiderSummaries,
      () => new HttpRiderSummaries(operationsApi, operator.key, offers(operator, 'riderSummary')),
    );
    provide(bind, Statements, () => new HttpStatements(operationsApi, operator.key));
    provide(
      bind,
      RiderDataSource,
      () => new HttpRiderData(operationsApi, operator.key, offers(operator, 'dataExport')),
    );
    provide(bind, PaymentRequests, (get) =>
      paymentRequestsFor(config, operator, new HttpPaymentRequests(get(ProductApi)), get(StoredSession), get(Ids)),
    );
    provide(bind, PaymentProvider, () => new HmacFormPaymentProvider(globalThis.document));
    // A card checked without an account (cardCheck): its pages load these adapters too, signed in or not.
    provide(bind, CardChecks, (get) => new HttpCardChecks(get(ProductApi), offers(operator, 'cardCheck')));
    // Ids for settlement attempts (the idempotency keys) and client-signed card registrations (their order ids):
    // uuid loads with the signed-in pages.
    provide(bind, Ids, () => new UuidIds());
  });
}
