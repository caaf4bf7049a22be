import deAccessibility from '../../src/app/i18n/locales/de/accessibility.json';
import enAccessibility from '../../src/app/i18n/locales/en/accessibility.json';
import frAccessibility from '../../src/app/i18n/locales/fr/accessibility.json';
import itAccessibility from '../../src/app/i18n/locales/it/accessibility.json';
import deAccount from '../../src/app/i18n/locales/de/account.json';
import deCards from '../../src/app/i18n/locales/de/cards.json';
import deClaims from '../../src/app/i18n/locales/de/claims.json';
import deConcessions from '../../src/app/i18n/locales/de/concessions.json';
import deCardCheck from '../../src/app/i18n/locales/de/card-check.json';
import deCardStatus from '../../src/app/i18n/locales/de/card-status.json';
import deAlerts from '../../src/app/i18n/locales/de/alerts.json';
import deCommon from '../../src/app/i18n/locales/de/common.json';
import deDashboard from '../../src/app/i18n/locales/de/dashboard.json';
import deEmailFlows from '../../src/app/i18n/locales/de/email-flows.json';
import deFareCaps from '../../src/app/i18n/locales/de/fare-caps.json';
import deRecords from '../../src/app/i18n/locales/de/records.json';
import deSettlement from '../../src/app/i18n/locales/de/settlement.json';
import deSignIn from '../../src/app/i18n/locales/de/sign-in.json';
import deSignUp from '../../src/app/i18n/locales/de/sign-up.json';
import deTravels from '../../src/app/i18n/locales/de/travels.json';
import enAccount from '../../src/app/i18n/locales/en/account.json';
import enCards from '../../src/app/i18n/locales/en/cards.json';
import enClaims from '../../src/app/i18n/locales/en/claims.json';
import enConcessions from '../../src/app/i18n/locales/en/concessions.json';
import enCardCheck from '../../src/app/i18n/locales/en/card-check.json';
import enCardStatus from '../../src/app/i18n/locales/en/card-status.json';
import enAlerts from '../../src/app/i18n/locales/en/alerts.json';
import enCommon from '../../src/app/i18n/locales/en/common.json';
import enDashboard from '../../src/app/i18n/locales/en/dashboard.json';
import enEmailFlows from '../../src/app/i18n/locales/en/email-flows.json';
import enFareCaps from '../../src/app/i18n/locales/en/fare-caps.json';
import enRecords from '../../src/app/i18n/locales/en/records.json';
import enSettlement from '../../src/app/i18n/locales/en/settlement.json';
import enSignIn from '../../src/app/i18n/locales/en/sign-in.json';
import enSignUp from '../../src/app/i18n/locales/en/sign-up.json';
import enTravels from '../../src/app/i18n/locales/en/travels.json';
import frAccount from '../../src/app/i18n/locales/fr/account.json';
import frCards from '../../src/app/i18n/locales/fr/cards.json';
import frClaims from '../../src/app/i18n/locales/fr/claims.json';
import frConcessions from '../../src/app/i18n/locales/fr/concessions.json';
import frCardCheck from '../../src/app/i18n/locales/fr/card-check.json';
import frCardStatus from '../../src/app/i18n/locales/fr/card-status.json';
import frAlerts from '../../src/app/i18n/locales/fr/alerts.json';
import frCommon from '../../src/app/i18n/locales/fr/common.json';
import frDashboard from '../../src/app/i18n/locales/fr/dashboard.json';
import frEmailFlows from '../../src/app/i18n/locales/fr/email-flows.json';
import frFareCaps from '../../src/app/i18n/locales/fr/fare-caps.json';
import frRecords from '../../src/app/i18n/locales/fr/records.json';
import frSettlement from '../../src/app/i18n/locales/fr/settlement.json';
import frSignIn from '../../src/app/i18n/locales/fr/sign-in.json';
import frSignUp from '../../src/app/i18n/locales/fr/sign-up.json';
import frTravels from '../../src/app/i18n/locales/fr/travels.json';
import itAccount from '../../src/app/i18n/locales/it/account.json';
import itCards from '../../src/app/i18n/locales/it/cards.json';
import itClaims from '../../src/app/i18n/locales/it/claims.json';
import itConcessions from '../../src/app/i18n/locales/it/concessions.json';
import itCardCheck from '../../src/app/i18n/locales/it/card-check.json';
import itCardStatus from '../../src/app/i18n/locales/it/card-status.json';
import itAlerts from '../../src/app/i18n/locales/it/alerts.json';
import itCommon from '../../src/app/i18n/locales/it/common.json';
import itDashboard from '../../src/app/i18n/locales/it/dashboard.json';
import itEmailFlows from '../../src/app/i18n/locales/it/email-flows.json';
import itFareCaps from '../../src/app/i18n/locales/it/fare-caps.json';
import itRecords from '../../src/app/i18n/locales/it/records.json';
import itSettlement from '../../src/app/i18n/locales/it/settlement.json';
import itSignIn from '../../src/app/i18n/locales/it/sign-in.json';
import itSignUp from '../../src/app/i18n/locales/it/sign-up.json';
import itTravels from '../../src/app/i18n/locales/it/travels.json';

/**
 * Every message set at once, for the message-parity tests (test-only: it lives in test/support). The portal never imports
 * this file: it loads only the rider's language, on demand (lazy-messages.ts). One namespace per feature folder, plus common.
 */
export const resources = {
  en: {
    accessibility: enAccessibility,
    account: enAccount,
    cards: enCards,
    claims: enClaims,
    concessions: enConcessions,
    'card-check': enCardCheck,
    'card-status': enCardStatus,
    alerts: enAlerts,
    common: enCommon,
    dashboard: enDashboard,
    'email-flows': enEmailFlows,
    'fare-caps': enFareCaps,
    records: enRecords,
    settlement: enSettlement,
    'sign-in': enSignIn,
    'sign-up': enSignUp,
    travels: enTravels,
  },
  it: {
    accessibility: itAccessibility,
    account: itAccount,
    cards: itCards,
    claims: itClaims,
    concessions: itConcessions,
    'card-check': itCardCheck,
    'card-status': itCardStatus,
    alerts: itAlerts,
    common: itCommon,
    dashboard: itDashboard,
    'email-flows': itEmailFlows,
    'fare-caps': itFareCaps,
    records: itRecords,
    settlement: itSettlement,
    'sign-in': itSignIn,
    'sign-up': itSignUp,
    travels: itTravels,
  },
  fr: {
    accessibility: frAccessibility,
    account: frAccount,
    cards: frCards,
    claims: frClaims,
    concessions: frConcessions,
    'card-check': frCardCheck,
    'card-status': frCardStatus,
    alerts: frAlerts,
    common: frCommon,
    dashboard: frDashboard,
    'email-flows': frEmailFlows,
    'fare-caps': frFareCaps,
    records: frRecords,
    settlement: frSettlement,
    'sign-in': frSignIn,
    'sign-up': frSignUp,
    travels: frTravels,
  },
  de: {
    accessibility: deAccessibility,
    account: deAccount,
    cards: deCards,
    claims: deClaims,
    concessions: deConcessions,
    'card-check': deCardCheck,
    'card-status': deCardStatus,
    alerts: deAlerts,
    common: deCommon,
    dashboard: deDashboard,
    'email-flows': deEmailFlows,
    'fare-caps': deFareCaps,
    records: deRecords,
    settlement: deSettlement,
    'sign-in': deSignIn,
    'sign-up': deSignUp,
    travels: deTravels,
  },
} as const;

export { DEFAULT_LANGUAGE, NAMESPACES, SHIPPED_LANGUAGES } from '../../src/app/i18n/languages';
