// @ts-check
/** The OpenID Connect authority under /sandbox/oidc that the portal's real MSAL adapter signs in against. */
import { sendJson } from '../../http/respond.mjs';
import { jwks } from '../jwt.mjs';
import { OIDC_PATH } from '../settings.mjs';
import { showAuthorize, submitAuthorize } from './authorize.mjs';
import { openIdConfiguration } from './discovery.mjs';
import { endSession } from './end-session.mjs';
import { exchangeCode } from './token.mjs';

/** @type {Record<string, (context: import('../routes.mjs').IdentityContext) => unknown>} "METHOD path" → handler */
export const OIDC_ROUTES = {
  [`GET ${OIDC_PATH}/.well-known/openid-configuration`]: ({ res, origin }) =>
    sendJson(res, 200, openIdConfiguration(origin), { 'Cache-Control': 'public, max-age=300' }),
  [`GET ${OIDC_PATH}/keys`]: ({ res }) => sendJson(res, 200, jwks(), { 'Cache-Control': 'public, max-age=300' }),
  [`GET ${OIDC_PATH}/authorize`]: showAuthorize,
  [`POST ${OIDC_PATH}/authorize`]: submitAuthorize,
  [`POST ${OIDC_PATH}/token`]: exchangeCode,
  [`GET ${OIDC_PATH}/logout`]: endSession,
};
