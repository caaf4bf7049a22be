// @ts-check
/**
 * The providers' pages (sandbox only, stand-ins for a national digital identity and a university directory):
 * `GET /sandbox/proofs/{digital-identity|directory}?state=…` shows the demo people to choose from; the page's form
 * (`POST`, same-origin) sends the person back to the portal's return address with `code` and `state` (Share) or
 * `error=access_denied` and `state` (Cancel), as 303. A state unknown, used or expired gets an error page (400).
 */
import { readFormBody } from '../../http/body.mjs';
import { redirect, sendHtml } from '../../http/respond.mjs';
import { pageLanguage } from '../../identity/pages/messages.mjs';
import { findOperator } from '../../db/operators.mjs';
import { offerOf } from './concession-offers.mjs';
import { openProof } from './pending-proofs.mjs';
import { PROVIDERS, demoPeople, issueProofCode } from './proof-providers.mjs';
import { renderInvalidProofPage, renderProofPage } from './proof-standin-page.mjs';

/** @typedef {import('../../routes.mjs').SandboxContext} SandboxContext */

/** The page's language: `?lang=`, else Accept-Language. @param {SandboxContext} context */
const languageOf = ({ url, req }) => pageLanguage([url.searchParams.get('lang')], req.headers['accept-language']);

/** @param {'digitalIdentity' | 'directory'} proof @param {SandboxContext} context @param {unknown} state */
function pendingOf(proof, { store }, state) {
  const pending = openProof(store, state);
  return pending && pending.proof === proof ? pending : undefined;
}

/** @param {'digitalIdentity' | 'directory'} proof */
function routesOf(proof) {
  const { path, name } = PROVIDERS[proof];
  return {
    /** @param {SandboxContext} context */
    [`GET ${path}`]: (context) => {
      const language = languageOf(context);
      const state = context.url.searchParams.get('state') ?? '';
      const pending = pendingOf(proof, context, state);
      if (!pending) return sendHtml(context.res, renderInvalidProofPage(language, name), 400);
      const operator = findOperator(context.store, pending.operator_key)?.name ?? pending.operator_key;
      const concession = offerOf(pending.operator_key, pending.concession_key)?.texts[language].name ?? '';
      const people = demoPeople(context.store, proof);
      sendHtml(
        context.res,
        renderProofPage({ language, proof, provider: name, path, state, operator, concession, people }),
      );
    },
    /** @param {SandboxContext} context */
    [`POST ${path}`]: async (context) => {
      const form = Object.fromEntries(await readFormBody(context.req));
      const state = form.state ?? '';
      const pending = pendingOf(proof, context, state);
      if (!pending) return sendHtml(context.res, renderInvalidProofPage(languageOf(context), name), 400);
      const back = new URL(pending.return_url);
      const code =
        form.action === 'share'
          ? issueProofCode(context.store, {
              proof,
              personId: form.person ?? '',
              state,
              nonce: pending.nonce,
              audience: pending.operator_key,
            })
          : undefined;
      // Cancel is the person's refusal; a person the provider does not know, a request it cannot use.
      if (code) back.searchParams.set('code', code);
      else back.searchParams.set('error', form.action === 'share' ? 'invalid_request' : 'access_denied');
      back.searchParams.set('state', state);
      redirect(context.res, back.href);
    },
  };
}

/** @type {Record<string, (context: SandboxContext) => unknown>} */
export const PROOF_STANDIN_ROUTES = { ...routesOf('digitalIdentity'), ...routesOf('directory') };
