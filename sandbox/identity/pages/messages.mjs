// @ts-check
/** The stand-in pages' words in the portal's four languages. */

/** @typedef {'en' | 'it' | 'fr' | 'de'} PageLanguage */

const EN = {
  standIn: 'Operator sandbox: this page stands in for {provider}. Nothing leaves this machine.',
  cancel: 'Cancel',
  continue: 'Continue',
  closeWindow: 'You can close this window.',
  returning: 'Returning to the portal…',
  email: 'E-mail address',
  password: 'Password',
  errorTitle: 'There is a problem',
  badRequest: 'This request cannot be used: {reason}.',
  signInTitle: 'Sign in to {operator}',
  signInIntro: 'Use the account of your {operator} directory.',
  signIn: 'Sign in',
  demoAccount: 'Demo account: {email}, password {password}.',
  wrongCredentials: 'The e-mail address or the password is not right.',
  missingCredentials: 'Enter your e-mail address and your password.',
  signedOut: 'You have signed out.',
  chooseTitle: 'Choose an account',
  chooseIntro: 'to continue to {app}',
  useAnother: 'Use another account',
  tooManyAttempts: 'Too many attempts. Try again in {minutes} min.',
  consentTitle: 'Log in with the social network',
  consentIntro: '{app} will receive your name and e-mail address.',
};

/** @type {Record<PageLanguage, typeof EN>} */
const MESSAGES = {
  en: EN,
  it: {
    standIn: "Sandbox dell'operatore: questa pagina fa le veci di {provider}. Nulla lascia questo computer.",
    cancel: 'Annulla',
    continue: 'Continua',
    closeWindow: 'Puoi chiudere questa finestra.',
    returning: 'Ritorno al portale…',
    email: 'Indirizzo e-mail',
    password: 'Password',
    errorTitle: "C'è un problema",
    badRequest: 'Questa richiesta non può essere usata: {reason}.',
    signInTitle: 'Accedi a {operator}',
    signInIntro: "Usa l'account della directory di {operator}.",
    signIn: 'Accedi',
    demoAccount: 'Account demo: {email}, password {password}.',
    wrongCredentials: "L'indirizzo e-mail o la password non sono corretti.",
    missingCredentials: 'Inserisci indirizzo e-mail e password.',
    signedOut: 'Sei uscito.',
    chooseTitle: 'Scegli un account',
    chooseIntro: 'per continuare su {app}',
    useAnother: 'Usa un altro account',
    tooManyAttempts: 'Troppi tentativi. Riprova tra {minutes} min.',
    consentTitle: 'Accedi con il social network',
    consentIntro: '{app} riceverà il tuo nome e il tuo indirizzo e-mail.',
  },
  fr: {
    standIn: "Sandbox de l'opérateur : cette page remplace {provider}. Rien ne quitte cet ordinateur.",
    cancel: 'Annuler',
    continue: 'Continuer',
    closeWindow: 'Vous pouvez fermer cette fenêtre.',
    returning: 'Retour au portail…',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    errorTitle: 'Il y a un problème',
    badRequest: 'Cette demande ne peut pas être utilisée : {reason}.',
    signInTitle: 'Se connecter à {operator}',
    signInIntro: "Utilisez le compte de l'annuaire {operator}.",
    signIn: 'Se connecter',
    demoAccount: 'Compte de démonstration : {email}, mot de passe {password}.',
    wrongCredentials: "L'adresse e-mail ou le mot de passe est incorrect.",
    missingCredentials: 'Saisissez votre adresse e-mail et votre mot de passe.',
    signedOut: 'Vous êtes déconnecté.',
    chooseTitle: 'Choisissez un compte',
    chooseIntro: 'pour continuer vers {app}',
    useAnother: 'Utiliser un autre compte',
    tooManyAttempts: 'Trop de tentatives. Réessayez dans {minutes} min.',
    consentTitle: 'Se connecter avec le réseau social',
    consentIntro: '{app} recevra votre nom et votre adresse e-mail.',
  },
  de: {
    standIn: 'Betreiber-Sandbox: Diese Seite vertritt {provider}. Nichts verlässt diesen Rechner.',
    cancel: 'Abbrechen',
    continue: 'Weiter',
    closeWindow: 'Sie können dieses Fenster schließen.',
    returning: 'Zurück zum Portal …',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    errorTitle: 'Es gibt ein Problem',
    badRequest: 'Diese Anfrage kann nicht verwendet werden: {reason}.',
    signInTitle: 'Bei {operator} anmelden',
    signInIntro: 'Verwenden Sie das Konto Ihres {operator}-Verzeichnisses.',
    signIn: 'Anmelden',
    demoAccount: 'Demokonto: {email}, Passwort {password}.',
    wrongCredentials: 'Die E-Mail-Adresse oder das Passwort ist nicht richtig.',
    missingCredentials: 'Geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
    signedOut: 'Sie sind abgemeldet.',
    chooseTitle: 'Konto auswählen',
    chooseIntro: 'weiter zu {app}',
    useAnother: 'Anderes Konto verwenden',
    tooManyAttempts: 'Zu viele Versuche. Versuchen Sie es in {minutes} Min. erneut.',
    consentTitle: 'Mit dem sozialen Netzwerk anmelden',
    consentIntro: '{app} erhält Ihren Namen und Ihre E-Mail-Adresse.',
  },
};

/** @typedef {keyof typeof EN} MessageKey */

/**
 * @param {PageLanguage} language @param {MessageKey} key @param {Record<string, string>} [params]
 * @returns {string} the message with its {placeholders} filled (not escaped)
 */
export function message(language, key, params = {}) {
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (whole, name) => params[name] ?? whole);
}

/**
 * The page language: the first supported of the explicit hints (ui_locales, hl, locale), then Accept-Language.
 * @param {(string | null | undefined)[]} hints @param {string | undefined} acceptLanguage @returns {PageLanguage}
 */
export function pageLanguage(hints, acceptLanguage) {
  const wanted = [...hints.flatMap((hint) => (hint ?? '').split(/[\s,]+/)), ...(acceptLanguage ?? '').split(',')];
  for (const tag of wanted) {
    const code = tag.trim().slice(0, 2).toLowerCase();
    if (code === 'en' || code === 'it' || code === 'fr' || code === 'de') return code;
  }
  return 'en';
}
