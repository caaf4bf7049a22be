// @ts-check
/** Reads and writes rider accounts, scoped per operator. */

/**
 * @typedef {{ id: number, operator_key: string, name: string, surname: string, email: string,
 *   date_of_birth: string | null, password_hash: string | null, language: string, locales_id: string,
 *   notify_ticket_issuance: number, google_id: string | null, facebook_id: string | null,
 *   confirmed: number, created_at: string }} AccountRow
 * @typedef {{ id: number, name: string, surname: string, email: string, language: string, locales_id: string,
 *   notify_ticket_issuance: boolean, google_id: string | null, facebook_id: string | null }} AccountDto
 * @typedef {import('./store.mjs').Store} Store
 */

/** Locale used for dates, by account language. */
const LOCALES = /** @type {Record<string, string>} */ ({ en: 'en-GB', it: 'it-IT', fr: 'fr-FR', de: 'de-DE' });

/** @param {Store} store @param {string} operatorKey @param {string} email @returns {AccountRow | undefined} */
export function findAccountByEmail(store, operatorKey, email) {
  return store.get('SELECT * FROM accounts WHERE operator_key = ? AND lower(email) = lower(?)', [operatorKey, email]);
}

/** @param {Store} store @param {number} id @returns {AccountRow | undefined} */
export function findAccountById(store, id) {
  return store.get('SELECT * FROM accounts WHERE id = ?', [id]);
}

/**
 * @param {Store} store
 * @param {{ operatorKey: string, name: string, surname: string, email: string, dateOfBirth?: string | null,
 *   passwordHash?: string | null, language: string, confirmed: boolean }} input
 * @returns {AccountRow}
 */
export function createAccount(store, input) {
  const { lastId } = store.run(
    `INSERT INTO accounts (operator_key, name, surname, email, date_of_birth, password_hash, language, locales_id,
       notify_ticket_issuance, confirmed, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
    [
      input.operatorKey,
      input.name,
      input.surname,
      input.email,
      input.dateOfBirth ?? null,
      input.passwordHash ?? null,
      input.language,
      LOCALES[input.language] ?? 'it-IT',
      Number(input.confirmed),
      new Date().toISOString(),
    ],
  );
  return /** @type {AccountRow} */ (findAccountById(store, lastId));
}

/** @param {Store} store @param {number} id */
export function confirmAccount(store, id) {
  store.run('UPDATE accounts SET confirmed = 1 WHERE id = ?', [id]);
}

/**
 * Deletes an account whose address was never confirmed (its tokens, codes, sessions and links go with it:
 * ON DELETE CASCADE); a confirmed account is left alone. @param {Store} store @param {number} id
 */
export function discardUnconfirmedAccount(store, id) {
  store.run('DELETE FROM accounts WHERE id = ? AND confirmed = 0', [id]);
}

/** @param {Store} store @param {number} id @param {string} passwordHash */
export function setPasswordHash(store, id, passwordHash) {
  store.run('UPDATE accounts SET password_hash = ? WHERE id = ?', [passwordHash, id]);
}

/** @param {Store} store @param {number} id @param {'google_id' | 'facebook_id'} column @param {string} value */
export function setProviderId(store, id, column, value) {
  store.run(`UPDATE accounts SET ${column} = ? WHERE id = ?`, [value, id]);
}

/**
 * The account a provider's subject is linked to, if it still exists.
 * @param {Store} store @param {string} operatorKey @param {string} provider @param {string} subject @returns {AccountRow | undefined}
 */
export function findLinkedAccount(store, operatorKey, provider, subject) {
  const link = store.get(
    'SELECT account_id FROM identity_links WHERE operator_key = ? AND provider = ? AND subject = ?',
    [operatorKey, provider, subject],
  );
  return link && findAccountById(store, Number(link.account_id));
}

/** Links a provider's subject to an account. @param {Store} store @param {string} operatorKey @param {string} provider @param {string} subject @param {number} accountId */
export function linkIdentity(store, operatorKey, provider, subject, accountId) {
  store.run(
    'INSERT INTO identity_links (operator_key, provider, subject, account_id, created_at) VALUES (?, ?, ?, ?, ?)',
    [operatorKey, provider, subject, accountId, new Date().toISOString()],
  );
}

/** The account as the product API answers it. @param {AccountRow} row @returns {AccountDto} */
export function toAccountDto(row) {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    language: row.language,
    locales_id: row.locales_id,
    notify_ticket_issuance: row.notify_ticket_issuance === 1,
    google_id: row.google_id,
    facebook_id: row.facebook_id,
  };
}
