// @ts-check
/** The product side's seed: the demo operators, their languages and the demo riders (their tap world: sandbox/oms/). */
import { hashPassword } from '../auth/password.mjs';
import { DEMO_PASSWORD } from '../config.mjs';
import { LANGUAGES, OPERATORS } from '../operators/catalog.mjs';

/** Demo riders, printed by the start-up banner. */
export const DEMO_RIDERS = [
  {
    operator: 'metro',
    name: 'Giulia',
    surname: 'Rossi',
    email: 'giulia.rossi@example.com',
    language: 'it',
    localesId: 'it-IT',
    confirmed: true,
    notifyTicketIssuance: true,
    dateOfBirth: '1990-04-12',
  },
  {
    operator: 'metro',
    name: 'Marco',
    surname: 'Bianchi',
    email: 'marco.bianchi@example.com',
    language: 'en',
    localesId: 'en-GB',
    confirmed: false,
    notifyTicketIssuance: false,
    dateOfBirth: '1985-09-30',
  },
  {
    operator: 'enterprise',
    name: 'Anna',
    surname: 'Weber',
    email: 'anna.weber@example.com',
    language: 'de',
    localesId: 'de-DE',
    confirmed: true,
    notifyTicketIssuance: true,
    dateOfBirth: '1979-01-23',
  },
  {
    operator: 'metro',
    name: 'Luca',
    surname: 'Verdi',
    email: 'luca.verdi@example.com',
    language: 'en',
    localesId: 'en-GB',
    confirmed: true,
    notifyTicketIssuance: false,
    dateOfBirth: '1996-06-02',
  },
  // The load rider: a courier with over 10,000 trips in the last 12 months (docs/benchmarks.md#trips-and-payments-a-year-of-10000-trips-npm-run-bench).
  {
    operator: 'metro',
    name: 'Paolo',
    surname: 'Neri',
    email: 'paolo.neri@example.com',
    language: 'en',
    localesId: 'en-GB',
    confirmed: true,
    notifyTicketIssuance: false,
    dateOfBirth: '1988-03-14',
  },
  // Concessions (docs/contracts.md#concessions-reduced-fares-on-a-bank-card): a rider over 65 who has not applied yet,
  // and a student whose concession runs out within its renewal window (sandbox/oms/concessions/seed-concessions.mjs).
  {
    operator: 'metro',
    name: 'Rosa',
    surname: 'Esposito',
    email: 'rosa.esposito@example.com',
    language: 'it',
    localesId: 'it-IT',
    confirmed: true,
    notifyTicketIssuance: false,
    dateOfBirth: '1954-05-20',
  },
  {
    operator: 'metro',
    name: 'Sofia',
    surname: 'Marino',
    email: 'sofia.marino@example.com',
    language: 'en',
    localesId: 'en-GB',
    confirmed: true,
    notifyTicketIssuance: false,
    dateOfBirth: '2004-10-01',
  },
].map((rider) => ({ ...rider, password: DEMO_PASSWORD }));

/** Fills the product tables of a database that holds the bare schema. @param {import('./store.mjs').Store} db */
export async function seedProduct(db) {
  OPERATORS.forEach((operator, position) => {
    db.run(
      `INSERT INTO operators (key, name, variant, encrypt_account, sent_email_if_exists, minimum_age, colors, texts, is_default, position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        operator.key,
        operator.name,
        operator.variant,
        Number(operator.encryptAccount),
        Number(operator.sentEmailIfExists),
        operator.minimumAge,
        JSON.stringify(operator.colors),
        JSON.stringify(operator.texts),
        Number(operator.isDefault),
        position,
      ],
    );
    LANGUAGES.forEach((language, index) =>
      db.run('INSERT INTO languages (operator_key, id, name, position) VALUES (?, ?, ?, ?)', [
        operator.key,
        language.id,
        language.name,
        index,
      ]),
    );
  });
  const hashes = await Promise.all(DEMO_RIDERS.map((rider) => hashPassword(rider.password)));
  DEMO_RIDERS.forEach((rider, index) =>
    db.run(
      `INSERT INTO accounts (operator_key, name, surname, email, date_of_birth, password_hash, language, locales_id,
         notify_ticket_issuance, confirmed, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        rider.operator,
        rider.name,
        rider.surname,
        rider.email,
        rider.dateOfBirth,
        hashes[index] ?? null,
        rider.language,
        rider.localesId,
        Number(rider.notifyTicketIssuance),
        Number(rider.confirmed),
        new Date().toISOString(),
      ],
    ),
  );
}
