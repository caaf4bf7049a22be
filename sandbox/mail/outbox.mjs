// @ts-check
/** The mail outbox: every e-mail the sandbox would send, kept for people and tests to read. */

/** @typedef {{ id: number, to: string, subject: string, text: string, html: string, links: string[], code: string | null, created: string }} StoredMail */

/**
 * @param {import('../db/store.mjs').Store} store
 * @param {{ operatorKey: string, to: string } & import('./templates.mjs').Mail} mail
 */
export function sendMail(store, mail) {
  store.run(
    'INSERT INTO mails (operator_key, to_address, subject, text, html, links, code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [
      mail.operatorKey,
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.links),
      mail.code,
      new Date().toISOString(),
    ],
  );
}

/** Mails newest first, optionally only those to one address. @param {import('../db/store.mjs').Store} store @param {string} [to] @returns {StoredMail[]} */
export function listMails(store, to) {
  const rows = to
    ? store.all('SELECT * FROM mails WHERE lower(to_address) = lower(?) ORDER BY id DESC', [to])
    : store.all('SELECT * FROM mails ORDER BY id DESC');
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: JSON.parse(row.links),
    code: row.code,
    created: row.created_at,
  }));
}
