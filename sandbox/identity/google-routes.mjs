// @ts-check
/** The search-engine provider's stand-in: its GIS client script and the account-chooser popup. */
import { chooserRoutes } from './chooser-routes.mjs';
import { numericId } from './demo-identities.mjs';
import { nowSeconds, signJwt } from './jwt.mjs';
import { sendScript } from './serve-script.mjs';
import { GOOGLE_CLIENT_ID, GOOGLE_PATH, googleIssuer } from './settings.mjs';

/** @type {Record<string, (context: import('./routes.mjs').IdentityContext) => unknown>} */
export const GOOGLE_ROUTES = {
  [`GET ${GOOGLE_PATH}/gsi-client.js`]: ({ res }) => sendScript(res, 'gsi-client.js'),
  ...chooserRoutes({
    path: `${GOOGLE_PATH}/chooser`,
    provider: 'Google (sandbox)',
    source: 'sandbox-gsi',
    clientParam: 'client_id',
    clientId: GOOGLE_CLIENT_ID,
    languageParam: 'hl',
    carried: ['client_id', 'nonce', 'hl', 'select_by'],
    title: 'chooseTitle',
    intro: 'chooseIntro',
    answer: ({ origin }, form, chosen) => {
      const iat = nowSeconds();
      const nonce = form.get('nonce');
      const credential = signJwt({
        iss: googleIssuer(origin),
        azp: GOOGLE_CLIENT_ID,
        aud: GOOGLE_CLIENT_ID,
        sub: numericId('google', chosen.email, 21),
        email: chosen.email,
        email_verified: true,
        name: `${chosen.givenName} ${chosen.familyName}`.trim(),
        given_name: chosen.givenName,
        family_name: chosen.familyName,
        iat,
        nbf: iat,
        exp: iat + 3600,
        ...(nonce ? { nonce } : {}),
      });
      return { type: 'credential', credential, select_by: form.get('select_by') === 'btn' ? 'btn' : 'user' };
    },
  }),
};
