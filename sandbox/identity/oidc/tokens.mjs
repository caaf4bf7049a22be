// @ts-check
/** The tokens the authority issues for a code: an id token (JWT), an access token (JWT), client_info. */
import { findAccountById } from '../../db/accounts.mjs';
import { nowSeconds, signJwt } from '../jwt.mjs';
import { oidcIssuer } from '../settings.mjs';
import { directoryIds } from './directory.mjs';

const TOKEN_TTL_SECONDS = 3600;

/**
 * @param {import('../../db/store.mjs').Store} store @param {string} origin
 * @param {import('./codes.mjs').CodeGrant} grant @param {boolean} withClientInfo
 * @returns {Record<string, unknown> | undefined} the token answer, or undefined when the account is gone
 */
export function tokenAnswer(store, origin, grant, withClientInfo) {
  const account = findAccountById(store, grant.accountId);
  if (!account || account.operator_key !== grant.operatorKey) return undefined;
  const { oid, tid, sub } = directoryIds(grant.operatorKey, account.id, grant.clientId);
  const iat = nowSeconds();
  const lifetime = { iat, nbf: iat, exp: iat + TOKEN_TTL_SECONDS };
  const iss = oidcIssuer(origin);
  const idToken = signJwt({
    iss,
    aud: grant.clientId,
    sub,
    oid,
    tid,
    ...lifetime,
    ver: '2.0',
    ...(grant.nonce ? { nonce: grant.nonce } : {}),
    email: account.email,
    preferred_username: account.email,
    name: `${account.name} ${account.surname}`.trim(),
    given_name: account.name,
    family_name: account.surname,
  });
  const scope = grant.scope
    .split(' ')
    .filter((s) => s && s !== 'offline_access')
    .join(' ');
  const accessToken = signJwt({
    iss,
    aud: `${iss}/userinfo`,
    sub,
    oid,
    tid,
    azp: grant.clientId,
    scp: scope,
    ...lifetime,
  });
  return {
    token_type: 'Bearer',
    scope,
    expires_in: TOKEN_TTL_SECONDS,
    ext_expires_in: TOKEN_TTL_SECONDS,
    access_token: accessToken,
    id_token: idToken,
    ...(withClientInfo
      ? { client_info: Buffer.from(JSON.stringify({ uid: oid, utid: tid })).toString('base64url') }
      : {}),
  };
}
