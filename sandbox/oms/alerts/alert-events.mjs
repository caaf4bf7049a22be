// @ts-check
/**
 * The tap world's events that become alert mails (docs/contracts.md#alerts-alerts-by-e-mail-and-their-preferences):
 * a failed payment charged at the gates, a maximum fare at a tap-in, each trip (ticket issuance), a card blocked or
 * unblocked (the deny list's changes, mailed once each), and the monthly statement (a sandbox-only call: the
 * sandbox has no scheduler). Sent to the card's account when it wants them, in its language.
 */
import { moneyIn, sendAlert } from '../../api/alert-mail.mjs';
import { linkOf } from '../cards/cards-db.mjs';
import { concessionFaresOfMonth } from '../concessions/concession-statement.mjs';
import { networkOf } from '../network/network.mjs';
import { zonedDay } from '../network/zoned-time.mjs';

/** @typedef {import('../../db/store.mjs').Store} Store */

/** @param {string} day YYYY-MM-DD @param {string} language */
const dayIn = (day, language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/**
 * The alerts of trips just recorded at the gates: each trip (ticket issuance), a maximum fare at a tap-in, and the
 * day's payment when it failed (once per payment of the request).
 * @param {Store} store @param {{ ticket: any, payment: any }[]} trips @param {string} origin
 */
export function alertTrips(store, trips, origin) {
  const failed = new Set();
  for (const { ticket, payment } of trips) {
    const accountId = linkOf(store, payment.BankCard.alias_pan)?.account_id;
    if (accountId === undefined) continue;
    const day = zonedDay(new Date(ticket.valid_from), ticket.time_zone);
    if (ticket.incomplete)
      sendAlert(store, {
        accountId,
        event: 'max_fare',
        origin,
        values: (language) => ({
          station: ticket.first_tap.station,
          amount: moneyIn(ticket.amount, ticket.currency, language),
        }),
      });
    else
      sendAlert(store, {
        accountId,
        event: 'ticket_issued',
        origin,
        values: (language) => ({
          route: `${ticket.first_tap.station} → ${ticket.last_tap?.station ?? ''}`,
          day: dayIn(day, language),
          amount: moneyIn(ticket.amount, ticket.currency, language),
        }),
      });
    if (payment.LastCharge.charge_results_name === 'FAILED' && !failed.has(payment.short_id))
      failed.add(payment.short_id);
  }
  for (const shortId of failed) {
    const last = trips.filter(({ payment }) => payment.short_id === shortId).at(-1)?.payment;
    const accountId = linkOf(store, last.BankCard.alias_pan)?.account_id;
    if (accountId === undefined) continue;
    const row = store.get('SELECT travel_day FROM payments WHERE short_id = ?', [shortId]);
    sendAlert(store, {
      accountId,
      event: 'payment_failed',
      origin,
      values: (language) => ({
        amount: moneyIn(last.amount, last.currencies_code, language),
        day: dayIn(String(row?.travel_day ?? ''), language),
        tail: String(last.BankCard.truncated_pan).slice(-4),
      }),
    });
  }
}

/**
 * Mails the deny list's changes not mailed yet: a card blocked (what it owes), a card unblocked (when). Each change
 * once; the seed's blocks are marked as told. @param {Store} store @param {string} origin
 */
export function alertDenyListChanges(store, origin) {
  const rows =
    /** @type {{ id: number, pan_token: string, operator_key: string, lifted_at: string | null, block_mailed: number, lift_mailed: number, truncated_pan: string }[]} */ (
      store.all(
        `SELECT d.*, c.truncated_pan FROM deny_list d JOIN cards c ON c.pan_token = d.pan_token
      WHERE d.block_mailed = 0 OR (d.lifted_at IS NOT NULL AND d.lift_mailed = 0) ORDER BY d.id`,
      )
    );
  for (const row of rows) {
    const accountId = linkOf(store, row.pan_token)?.account_id;
    const tail = row.truncated_pan.slice(-4);
    const { timeZone, currency } = networkOf(row.operator_key);
    if (accountId !== undefined && row.block_mailed === 0 && row.lifted_at === null) {
      const owed = store.get(
        `SELECT COALESCE(SUM(amount), 0) AS owed FROM payments WHERE pan_token = ? AND status = 'FAILED'`,
        [row.pan_token],
      );
      sendAlert(store, {
        accountId,
        event: 'card_blocked',
        origin,
        values: (language) => ({ tail, amount: moneyIn(Number(owed?.owed ?? 0), currency, language) }),
      });
    }
    if (accountId !== undefined && row.lifted_at !== null && row.lift_mailed === 0) {
      const liftedAt = new Date(row.lifted_at);
      sendAlert(store, {
        accountId,
        event: 'card_unblocked',
        origin,
        values: (language) => ({
          tail,
          time: new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone }).format(liftedAt),
        }),
      });
    }
    store.run(
      'UPDATE deny_list SET block_mailed = 1, lift_mailed = CASE WHEN lifted_at IS NULL THEN 0 ELSE 1 END WHERE id = ?',
      [row.id],
    );
  }
}

/**
 * The monthly statement of every account wanting it (of one address, if given): the month's trips and what its
 * payments came to, per operator, and its trips at concessions' fares with their full fare. Answers how many were sent.
 * @param {Store} store @param {{ month: string, email?: string }} query @param {string} origin
 */
export function sendMonthlyStatements(store, { month, email }, origin) {
  const accounts = /** @type {{ id: number, operator_key: string }[]} */ (
    email
      ? store.all('SELECT id, operator_key FROM accounts WHERE lower(email) = lower(?)', [email])
      : store.all('SELECT id, operator_key FROM accounts')
  );
  let sent = 0;
  for (const account of accounts) {
    const totals = store.get(
      `SELECT COUNT(DISTINCT t.id) AS trips, (SELECT COALESCE(SUM(p.amount), 0) FROM payments p JOIN account_cards ac ON ac.pan_token = p.pan_token
        WHERE ac.account_id = ? AND p.operator_key = ? AND substr(p.travel_day, 1, 7) = ?) AS amount
      FROM tickets t JOIN account_cards ac ON ac.pan_token = t.pan_token JOIN payments p ON p.id = t.payment_id
      WHERE ac.account_id = ? AND t.operator_key = ? AND substr(p.travel_day, 1, 7) = ?`,
      [account.id, account.operator_key, month, account.id, account.operator_key, month],
    );
    const { currency } = networkOf(account.operator_key);
    const [year, number] = month.split('-').map(Number);
    const concessions = concessionFaresOfMonth(store, {
      accountId: account.id,
      operatorKey: account.operator_key,
      month,
      currency,
    });
    const sentOne = sendAlert(store, {
      accountId: account.id,
      event: 'monthly_statement',
      origin,
      values: (language) => ({
        month: new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(Date.UTC(year ?? 2000, (number ?? 1) - 1, 15)),
        ),
        trips: String(totals?.trips ?? 0),
        amount: moneyIn(Number(totals?.amount ?? 0), currency, language),
        // The month's trips at concessions' fares, each named with its full fare (concessions); none: nothing.
        concessions: ((text) => (text ? ` ${text}` : ''))(concessions(language)),
      }),
    });
    if (sentOne) sent += 1;
  }
  return sent;
}
