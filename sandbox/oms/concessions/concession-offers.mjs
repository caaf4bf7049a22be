// @ts-check
/**
 * The concessions each demo operator offers (docs/contracts.md#concessions-reduced-fares-on-a-bank-card): what each
 * takes off the fare and the caps, how long it lasts once proven, how eligibility is proven, and its words in the
 * portal's four languages. The metro offers three; the enterprise operator none (the portal then shows nothing of it).
 */

/** @typedef {'digitalIdentity' | 'directory' | 'operatorCheck'} Proof */
/** @typedef {'life' | 'academicYear' | 'oneYear'} Validity */
/**
 * @typedef {{ key: string, percentOff: number, validity: Validity, proofs: readonly Proof[], minimumAge?: number,
 *   texts: Readonly<Record<'en' | 'it' | 'fr' | 'de', { name: string, description: string }>> }} ConcessionOffer
 * @typedef {{ maxCards: number, renewalDays: number, offers: readonly ConcessionOffer[] }} ConcessionPolicy
 */

/** How many cards one rider may link (a plastic card and a phone wallet), and when a renewal opens, by default. */
export const DEFAULT_MAX_CARDS = 2;
export const DEFAULT_RENEWAL_DAYS = 14;

/** @type {Readonly<Record<string, ConcessionPolicy>>} */
export const CONCESSION_POLICIES = Object.freeze({
  metro: {
    maxCards: DEFAULT_MAX_CARDS,
    renewalDays: DEFAULT_RENEWAL_DAYS,
    offers: [
      {
        key: 'over65',
        percentOff: 50,
        validity: 'life',
        proofs: ['digitalIdentity'],
        minimumAge: 65,
        texts: {
          en: { name: 'Over 65', description: 'Half fare and half caps for riders aged 65 and over, for life.' },
          it: { name: 'Over 65', description: 'Metà tariffa e metà tetti per chi ha 65 anni o più, per sempre.' },
          fr: { name: 'Plus de 65 ans', description: 'Demi-tarif et plafonds réduits de moitié dès 65 ans, à vie.' },
          de: { name: 'Ab 65', description: 'Halber Fahrpreis und halbe Obergrenzen ab 65 Jahren, lebenslang.' },
        },
      },
      {
        key: 'student',
        percentOff: 30,
        validity: 'academicYear',
        proofs: ['directory'],
        texts: {
          en: { name: 'Student', description: '30 % off fares and caps for one academic year.' },
          it: { name: 'Studente', description: '30 % di sconto su tariffe e tetti per un anno accademico.' },
          fr: {
            name: 'Étudiant',
            description: '30 % de réduction sur les tarifs et plafonds pendant une année universitaire.',
          },
          de: { name: 'Studierende', description: '30 % Rabatt auf Fahrpreise und Obergrenzen für ein Studienjahr.' },
        },
      },
      {
        key: 'reducedFare',
        percentOff: 50,
        validity: 'oneYear',
        proofs: ['operatorCheck'],
        texts: {
          en: {
            name: 'Reduced fare',
            description: 'Half fare and half caps for riders on a low income, for one year.',
          },
          it: {
            name: 'Tariffa ridotta',
            description: 'Metà tariffa e metà tetti per chi ha un reddito basso, per un anno.',
          },
          fr: {
            name: 'Tarif réduit',
            description: 'Demi-tarif et plafonds réduits de moitié pour les faibles revenus, pendant un an.',
          },
          de: {
            name: 'Ermäßigt',
            description: 'Halber Fahrpreis und halbe Obergrenzen bei geringem Einkommen, für ein Jahr.',
          },
        },
      },
    ],
  },
  enterprise: { maxCards: DEFAULT_MAX_CARDS, renewalDays: DEFAULT_RENEWAL_DAYS, offers: [] },
});

/** An operator's offer of a concession, or undefined (unknown, or withdrawn). @param {string} operator @param {string} key */
export const offerOf = (operator, key) =>
  Object.hasOwn(CONCESSION_POLICIES, operator)
    ? CONCESSION_POLICIES[operator]?.offers.find((offer) => offer.key === key)
    : undefined;

/** The offer as the API answers it. @param {ConcessionOffer} offer */
export const toOfferDto = (offer) => ({
  key: offer.key,
  percent_off: offer.percentOff,
  validity: offer.validity,
  proofs: offer.proofs,
  ...(offer.minimumAge === undefined ? {} : { minimum_age: offer.minimumAge }),
  texts: offer.texts,
});
