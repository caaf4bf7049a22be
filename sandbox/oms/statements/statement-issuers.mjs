// @ts-check
/**
 * Each demo operator's legal identity as its statements print it (docs/contracts.md#statements-statements-for-a-period-for-expenses):
 * metro's fares include Italian VAT at 10 %, enterprise's are exempt (German passenger transport under a public service
 * contract, for the demo), which the statement says in the operator's own words.
 */

/** @typedef {{ legal_name: string, address: string[], vat_number: string, vat_rate: number | null, vat_text: string | null }} Issuer */

/** @type {Record<string, Issuer>} */
export const STATEMENT_ISSUERS = {
  metro: {
    legal_name: 'Metro Trasporti Urbani S.p.A.',
    address: ['Via Appia Nuova 1', '00183 Roma RM', 'Italia'],
    vat_number: 'IT01234567890',
    vat_rate: 10,
    vat_text: null,
  },
  enterprise: {
    legal_name: 'Enterprise Verkehrsbetriebe GmbH',
    address: ['Hauptstraße 10', '10117 Berlin', 'Deutschland'],
    vat_number: 'DE123456789',
    vat_rate: null,
    vat_text: 'Steuerfreie Beförderungsleistung (§ 4 Nr. 6 UStG) – VAT exempt',
  },
};
