// @ts-check
/** POST {authority}/token: the authorization code grant with PKCE (RFC 6749 4.1.3, RFC 7636). */
import { sendJson } from '../../http/respond.mjs';
import { readFormBody } from '../../http/body.mjs';
import { consumeCode, pkceMatches } from './codes.mjs';
import { tokenAnswer } from './tokens.mjs';

/** @param {import('node:http').ServerResponse} res @param {string} error @param {string} description */
const refuse = (res, error, description, status = 400) =>
  sendJson(res, status, { error, error_description: description }, { Pragma: 'no-cache' });

/** @param {import('../routes.mjs').IdentityContext} context */
export async function exchangeCode({ req, res, store, origin }) {
  const form = await readFormBody(req);
  if (form.get('grant_type') !== 'authorization_code')
    return refuse(res, 'unsupported_grant_type', 'only authorization_code');
  const grant = consumeCode(form.get('code'));
  if (!grant) return refuse(res, 'invalid_grant', 'the code is unknown, expired or already used');
  if (form.get('client_id') !== grant.clientId)
    return refuse(res, 'invalid_grant', 'the code was issued to another client');
  if (form.get('redirect_uri') !== grant.redirectUri)
    return refuse(res, 'invalid_grant', 'redirect_uri does not match');
  if (!pkceMatches(form.get('code_verifier') ?? '', grant.codeChallenge)) {
    return refuse(res, 'invalid_grant', 'the code_verifier does not match the code_challenge');
  }
  const answer = tokenAnswer(store, origin, grant, form.get('client_info') === '1');
  if (!answer) return refuse(res, 'invalid_grant', 'the account no longer exists');
  sendJson(res, 200, answer, { Pragma: 'no-cache' });
}
