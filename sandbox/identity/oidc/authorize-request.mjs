// @ts-check
/** Checking an authorization request's parameters (OAuth 2.0 auth-code with PKCE, OpenID Connect). */
import { pickParams } from '../pages/layout.mjs';
import { msalRedirectUri, operatorOfClient } from '../settings.mjs';

/**
 * @typedef {{ clientId: string, operatorKey: string, redirectUri: string, state: string, nonce: string | null,
 *   scope: string, codeChallenge: string, responseMode: 'query' | 'fragment', uiLocales: string | null,
 *   loginHint: string | null }} AuthorizeRequest
 * @typedef {{ kind: 'ok', request: AuthorizeRequest }
 *   | { kind: 'unsafe', reason: string }
 *   | { kind: 'redirect-error', request: AuthorizeRequest, error: string, description: string }} AuthorizeCheck
 */

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * A request whose client or redirect URI is wrong is `unsafe`: the error is shown, never redirected
 * (RFC 6749 4.1.2.1). Other faults go back to the redirect URI as `error`.
 * @param {URLSearchParams} params @param {string} origin @returns {AuthorizeCheck}
 */
export function checkAuthorizeRequest(params, origin) {
  const clientId = params.get('client_id') ?? '';
  const operatorKey = operatorOfClient(clientId);
  if (!operatorKey) return { kind: 'unsafe', reason: 'unknown client_id' };
  const redirectUri = params.get('redirect_uri') ?? '';
  if (redirectUri !== msalRedirectUri(origin)) return { kind: 'unsafe', reason: 'redirect_uri is not registered' };
  const mode = params.get('response_mode');
  /** @type {AuthorizeRequest} */
  const request = {
    clientId,
    operatorKey,
    redirectUri,
    state: params.get('state') ?? '',
    nonce: params.get('nonce'),
    scope: params.get('scope') ?? '',
    codeChallenge: params.get('code_challenge') ?? '',
    responseMode: mode === 'fragment' ? 'fragment' : 'query',
    uiLocales: params.get('ui_locales'),
    loginHint: params.get('login_hint'),
  };
  /** @param {string} error @param {string} description @returns {AuthorizeCheck} */
  const fail = (error, description) => ({ kind: 'redirect-error', request, error, description });
  if (mode !== null && mode !== 'query' && mode !== 'fragment')
    return fail('invalid_request', 'unsupported response_mode');
  if (params.get('response_type') !== 'code') return fail('unsupported_response_type', 'only response_type=code');
  if (!request.scope.split(' ').includes('openid')) return fail('invalid_scope', 'the openid scope is required');
  if (!request.state) return fail('invalid_request', 'state is required');
  if (params.get('code_challenge_method') !== 'S256' || !CHALLENGE.test(request.codeChallenge)) {
    return fail('invalid_request', 'PKCE with code_challenge_method=S256 is required');
  }
  return { kind: 'ok', request };
}

/**
 * The redirect URI with the answer in the query or the fragment, as the request asked.
 * @param {AuthorizeRequest} request @param {Record<string, string>} answer
 */
export function answerUrl(request, answer) {
  const params = new URLSearchParams({ ...answer, state: request.state });
  return `${request.redirectUri}${request.responseMode === 'fragment' ? '#' : '?'}${params}`;
}

/** The request's parameters again, for the sign-in form's hidden fields. @param {URLSearchParams} params */
export const carriedParams = (params) =>
  pickParams(params, [
    'client_id',
    'redirect_uri',
    'response_type',
    'response_mode',
    'scope',
    'state',
    'nonce',
    'code_challenge',
    'code_challenge_method',
    'ui_locales',
  ]);
