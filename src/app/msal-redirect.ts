import { handAnswerToPortal } from '../adapters/identity/msal/redirect-bridge';
import { LocalStorageStorage } from '../adapters/storage/local-storage-storage';
import { StoredSession } from '../core/session/stored-session';
import { bridgeMessage } from './i18n/bridge-message';

/**
 * The script of msal-redirect.html (a second Vite entry): the answer goes to the portal first,
 * then the page says, in the rider's language, that it closes by itself.
 */
handAnswerToPortal();

const stored = new StoredSession(new LocalStorageStorage(() => globalThis.localStorage)).language();
bridgeMessage(stored, globalThis.navigator?.language ?? null).then(
  ({ language, text }) => {
    document.documentElement.lang = language;
    document.querySelector('main')?.replaceChildren(Object.assign(document.createElement('p'), { textContent: text }));
  },
  (error: unknown) => console.error('Tapway: the redirect page could not load its message', error),
);
