// @ts-check
/**
 * The concessions of the demo world (docs/contracts.md#concessions-reduced-fares-on-a-bank-card): Sofia Marino's
 * student concession, proven through her university's directory, runs out in 10 days (its renewal is open) and her
 * phone carries it; Rosa Esposito, over 65, has not applied yet.
 */
import { LATER_DEMO_CARDS } from '../cards/demo-cards.mjs';
import { networkOf } from '../network/network.mjs';
import { insertCard } from '../travels/seed-travels.mjs';
import { addDays, zonedDay } from '../network/zoned-time.mjs';

/** @param {import('../../db/store.mjs').Store} db @param {Date} now */
export function seedConcessions(db, now) {
  db.transaction(() => {
    const since = now.toISOString();
    for (const card of LATER_DEMO_CARDS) {
      const owner = db.get('SELECT id FROM accounts WHERE operator_key = ? AND email = ?', [card.operator, card.owner]);
      insertCard(db, card, owner ? Number(owner.id) : null, since);
    }
    seedStudent(db, now);
  });
}

/** Sofia's student concession, carried by her phone. @param {import('../../db/store.mjs').Store} db @param {Date} now */
function seedStudent(db, now) {
  const student = db.get(
    `SELECT ac.id AS account_card_id, a.id AS account_id FROM accounts a JOIN account_cards ac ON ac.account_id = a.id
    WHERE a.operator_key = 'metro' AND a.email = 'sofia.marino@example.com'`,
  );
  if (!student) return;
  const today = zonedDay(now, networkOf('metro').timeZone);
  const at = now.toISOString();
  db.run(
    `INSERT INTO rider_concessions (id, account_id, operator_key, concession_key, proven_by, valid_until, granted_at)
    VALUES ('demo-student', ?, 'metro', 'student', 'directory', ?, ?)`,
    [student.account_id, addDays(today, 10), `${addDays(today, -355)}T08:00:00.000Z`],
  );
  db.run('INSERT INTO concession_cards (account_card_id, concession_id, linked_at) VALUES (?, ?, ?)', [
    student.account_card_id,
    'demo-student',
    at,
  ]);
}
