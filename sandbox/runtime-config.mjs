// @ts-check
/** GET /runtime-config.json: the portal's runtime configuration, built from the operators in the store. */
import { ACCOUNT_PASSPHRASE, REQUEST_TIMEOUT_MS } from './config.mjs';
import { listOperators } from './db/operators.mjs';
import { networkOf } from './oms/network/network.mjs';
import { identityOf } from './operators/catalog.mjs';
import { captchaConfig, identityConfig } from './identity/config.mjs';

/** The operator's company (legal name, VAT number, address) as the portal's receipts name it; none if unknown. @param {string} key */
function legalIdentityOf(key) {
  const identity = identityOf(key);
  return identity ? { legalIdentity: identity } : {};
}

/**
 * @param {import('./db/store.mjs').Store} store @param {string} origin
 * @param {readonly string[]} extensions the contract's extensions every operator offers
 */
export function runtimeConfig(store, origin, extensions) {
  const operators = listOperators(store);
  return {
    apiBaseUrl: '/api',
    omsBaseUrl: '/oms',
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    sandbox: true,
    defaultOperator: (operators.find((operator) => operator.isDefault) ?? operators[0])?.key,
    accountPassphrase: ACCOUNT_PASSPHRASE,
    operators: Object.fromEntries(
      operators.map((operator) => [
        operator.key,
        {
          key: operator.key,
          name: operator.name,
          siteUrl: `${origin}/operators/${operator.key}/site.html`,
          logoUrl: `/operators/${operator.key}/logo.svg`,
          logoWhiteUrl: `/operators/${operator.key}/logo-white.svg`,
          faviconUrl: `/${operator.key}.ico`,
          privacyPdfUrl: `/operators/${operator.key}/privacy.pdf`,
          variant: operator.variant,
          sentEmailIfExists: operator.sentEmailIfExists,
          minimumAge: operator.minimumAge,
          extensions,
          timeZone: networkOf(operator.key).timeZone,
          colors: operator.colors,
          ...legalIdentityOf(operator.key),
          texts: operator.texts,
        },
      ]),
    ),
    identity: identityConfig({ origin }),
    captcha: captchaConfig(),
  };
}
