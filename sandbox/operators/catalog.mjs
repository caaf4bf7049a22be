// @ts-check
/** The demo operators seeded into the sandbox: branding, settings and texts in en, it, fr, de. */

/**
 * @typedef {{ title: string, description: string, welcomeTitle: string, welcomeSubtitle: string,
 *   copyright: string, tagline: string, conditionsOfCarriage: string }} OperatorTexts
 * @typedef {{ brand: string, brandContrast: string, accent: string }} OperatorColors
 * @typedef {{ legalName: string, address: string[], vatNumber: string }} OperatorIdentity
 *   the company behind the brand, one for everything that names it: the footer's copyright, the conditions of
 *   carriage, receipts, statements and the bank statement's text (derived by `statementDescriptorOf`)
 * @typedef {{ key: string, name: string, identity: OperatorIdentity, variant: 'standard' | 'enterprise-only',
 *   encryptAccount: boolean, sentEmailIfExists: boolean, minimumAge: number, isDefault: boolean, colors: OperatorColors,
 *   texts: Record<string, OperatorTexts> }} OperatorSeed
 *   minimumAge: the youngest age at which a rider may sign up (docs/behaviour/rules.md#date-of-birth; 14 unless the operator says)
 */

/** Languages each demo operator supports, with their own names. */
export const LANGUAGES = [
  { id: 'en', name: 'English' },
  { id: 'it', name: 'Italiano' },
  { id: 'fr', name: 'Français' },
  { id: 'de', name: 'Deutsch' },
];

/** @type {{ metro: OperatorIdentity, enterprise: OperatorIdentity }} */
const IDENTITIES = {
  metro: {
    legalName: 'Metro Trasporti Urbani S.p.A.',
    address: ['Via Appia Nuova 1', '00183 Roma RM', 'Italia'],
    vatNumber: 'IT01234567890',
  },
  enterprise: {
    legalName: 'Enterprise Rail GmbH',
    address: ['Hauptstraße 10', '10117 Berlin', 'Deutschland'],
    vatNumber: 'DE123456789',
  },
};

const METRO = IDENTITIES.metro.legalName;
const ENTERPRISE = IDENTITIES.enterprise.legalName;

/** @type {OperatorSeed[]} */
export const OPERATORS = [
  {
    key: 'metro',
    name: 'Metro',
    identity: IDENTITIES.metro,
    variant: 'standard',
    encryptAccount: false,
    sentEmailIfExists: true,
    minimumAge: 14,
    isDefault: true,
    colors: { brand: '#0b5cad', brandContrast: '#ffffff', accent: '#f2a900' },
    texts: {
      en: {
        title: 'Metro · Rider portal',
        description: 'Manage your contactless cards, trips and payments on Metro.',
        welcomeTitle: 'Welcome to Metro',
        welcomeSubtitle: 'Tap your contactless card at the gates: your trips and payments appear here.',
        copyright: `© ${METRO}`,
        tagline: 'Travel with a tap of your card',
        conditionsOfCarriage: `Fares are charged under the conditions of carriage of ${METRO}: one payment per card and travel day, never more than the daily cap.`,
      },
      it: {
        title: 'Metro · Portale viaggiatori',
        description: 'Gestisci le tue carte contactless, i viaggi e i pagamenti su Metro.',
        welcomeTitle: 'Ti diamo il benvenuto in Metro',
        welcomeSubtitle: 'Avvicina la tua carta contactless ai tornelli: qui trovi i tuoi viaggi e i tuoi pagamenti.',
        copyright: `© ${METRO}`,
        tagline: 'Viaggia con un tocco della tua carta',
        conditionsOfCarriage: `Le tariffe sono addebitate secondo le condizioni di trasporto di ${METRO}: un pagamento per carta e giorno di viaggio, mai oltre il tetto giornaliero.`,
      },
      fr: {
        title: 'Metro · Portail voyageurs',
        description: 'Gérez vos cartes sans contact, vos trajets et vos paiements sur Metro.',
        welcomeTitle: 'Bienvenue chez Metro',
        welcomeSubtitle:
          'Présentez votre carte sans contact aux portillons : vos trajets et vos paiements apparaissent ici.',
        copyright: `© ${METRO}`,
        tagline: "Voyagez d'un simple geste de votre carte",
        conditionsOfCarriage: `Les tarifs sont facturés selon les conditions de transport de ${METRO} : un paiement par carte et par jour de voyage, jamais au-delà du plafond journalier.`,
      },
      de: {
        title: 'Metro · Fahrgastportal',
        description: 'Verwalten Sie Ihre kontaktlosen Karten, Fahrten und Zahlungen bei Metro.',
        welcomeTitle: 'Willkommen bei Metro',
        welcomeSubtitle: 'Halten Sie Ihre kontaktlose Karte an die Sperre: Ihre Fahrten und Zahlungen erscheinen hier.',
        copyright: `© ${METRO}`,
        tagline: 'Fahren mit einem Tippen Ihrer Karte',
        conditionsOfCarriage: `Die Fahrpreise werden nach den Beförderungsbedingungen der ${METRO} berechnet: eine Zahlung pro Karte und Reisetag, nie mehr als die Tagesobergrenze.`,
      },
    },
  },
  {
    key: 'enterprise',
    name: 'Enterprise Rail',
    identity: IDENTITIES.enterprise,
    variant: 'enterprise-only',
    encryptAccount: true,
    sentEmailIfExists: true,
    // Business travel: the company's employees, adults.
    minimumAge: 18,
    isDefault: false,
    colors: { brand: '#0f5c55', brandContrast: '#ffffff', accent: '#e3b23c' },
    texts: {
      en: {
        title: 'Enterprise Rail · Business travel portal',
        description: 'Business travel on Enterprise Rail: cards, trips and payments with your company sign-in.',
        welcomeTitle: 'Welcome to Enterprise Rail',
        welcomeSubtitle: 'Your business trips and payments, in one place.',
        copyright: `© ${ENTERPRISE}`,
        tagline: 'Sign in with your company account to manage your travel.',
        conditionsOfCarriage: `Fares are charged under the conditions of carriage of ${ENTERPRISE} for business travel: one payment per card and travel day, capped daily.`,
      },
      it: {
        title: 'Enterprise Rail · Portale viaggi aziendali',
        description: "Viaggi di lavoro con Enterprise Rail: carte, viaggi e pagamenti con l'accesso aziendale.",
        welcomeTitle: 'Ti diamo il benvenuto in Enterprise Rail',
        welcomeSubtitle: 'I tuoi viaggi di lavoro e i tuoi pagamenti, in un unico posto.',
        copyright: `© ${ENTERPRISE}`,
        tagline: 'Accedi con il tuo account aziendale per gestire i tuoi viaggi.',
        conditionsOfCarriage: `Le tariffe sono addebitate secondo le condizioni di trasporto di ${ENTERPRISE} per i viaggi di lavoro: un pagamento per carta e giorno di viaggio, con tetto giornaliero.`,
      },
      fr: {
        title: 'Enterprise Rail · Portail des déplacements professionnels',
        description:
          'Déplacements professionnels avec Enterprise Rail : cartes, trajets et paiements avec la connexion de votre entreprise.',
        welcomeTitle: 'Bienvenue chez Enterprise Rail',
        welcomeSubtitle: 'Vos déplacements professionnels et vos paiements, au même endroit.',
        copyright: `© ${ENTERPRISE}`,
        tagline: 'Connectez-vous avec le compte de votre entreprise pour gérer vos déplacements.',
        conditionsOfCarriage: `Les tarifs sont facturés selon les conditions de transport d'${ENTERPRISE} pour les voyages d'affaires : un paiement par carte et par jour de voyage, plafonné chaque jour.`,
      },
      de: {
        title: 'Enterprise Rail · Portal für Dienstreisen',
        description: 'Dienstreisen mit Enterprise Rail: Karten, Fahrten und Zahlungen mit Ihrer Firmenanmeldung.',
        welcomeTitle: 'Willkommen bei Enterprise Rail',
        welcomeSubtitle: 'Ihre Dienstfahrten und Zahlungen an einem Ort.',
        copyright: `© ${ENTERPRISE}`,
        tagline: 'Melden Sie sich mit Ihrem Firmenkonto an, um Ihre Fahrten zu verwalten.',
        conditionsOfCarriage: `Die Fahrpreise werden nach den Beförderungsbedingungen der ${ENTERPRISE} für Geschäftsreisen berechnet: eine Zahlung pro Karte und Reisetag, mit Tagesobergrenze.`,
      },
    },
  },
];

/**
 * An operator's legal identity, by its key (the catalogue's, as the network's tables are keyed).
 * @param {string} key @returns {OperatorIdentity | undefined}
 */
export const identityOf = (key) => (key === 'metro' || key === 'enterprise' ? IDENTITIES[key] : undefined);
