// @ts-check
/**
 * Each demo operator's legal identity as its statements print it (docs/contracts.md#statements-statements-for-a-period-for-expenses):
 * the company of the operator's catalogue entry (`identity`, the one the footer, the conditions and the receipts name),
 * with its VAT: metro's fares include Italian VAT at 10 %, enterprise's are exempt (German passenger transport under a
 * public service contract, for the demo), which the statement says in the operator's own words.
 */
import { identityOf } from '../../operators/catalog.mjs';

/** @typedef {{ legal_name: string, address: string[], vat_number: string, vat_rate: number | null, vat_text: string | null }} Issuer */

/** @type {Record<string, { vat_rate: number | null, vat_text: string | null }>} */
const VAT = {
  metro: { vat_rate: 10, vat_text: null },
  enterprise: { vat_rate: null, vat_text: 'Steuerfreie Beförderungsleistung (§ 4 Nr. 6 UStG) – VAT exempt' },
};

/** @param {string} key @returns {Issuer} */
function issuerOf(key) {
  const identity = identityOf(key);
  const vat = VAT[key];
  if (!identity || !vat) throw new Error(`no legal identity for operator ${key}`);
  return { legal_name: identity.legalName, address: identity.address, vat_number: identity.vatNumber, ...vat };
}

/** @type {Record<string, Issuer>} */
export const STATEMENT_ISSUERS = Object.fromEntries(Object.keys(VAT).map((key) => [key, issuerOf(key)]));
