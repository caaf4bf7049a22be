// @ts-check
/**
 * Statements for expenses (docs/contracts.md#statements-statements-for-a-period-for-expenses): the operator numbers a
 * rider's statement for a period and prints its legal identity on it. Numbering is the operator's legal duty: numbers
 * run per operator and year of issue without gaps, and the same period of the same account answers the same number; a
 * period is past (to today at the latest) and within the history the operator keeps (contract/operator-rules.mjs), so
 * a rider cannot draw numbers for periods in the future or long gone.
 * 401 without a session; 404 when the sandbox does not offer `statements`. Refusals answer `{error, code}`.
 */
import { readJsonBody } from '../../http/body.mjs';
import { HttpError } from '../../http/errors.mjs';
import { sendJson } from '../../http/respond.mjs';
import { NETWORKS } from '../network/network.mjs';
import { STATEMENT_ISSUERS } from './statement-issuers.mjs';
import { zonedDay } from '../network/zoned-time.mjs';
import { firstStatementDay, STATEMENT_MAX_DAYS, statementPeriodRefusal } from '../../../contract/operator-rules.mjs';

/** @typedef {import('../routes.mjs').OmsContext} OmsContext @typedef {import('../../db/store.mjs').Store} Store */
/** @typedef {{ number: string, period_from: string, period_to: string, issued_at: string }} StatementRow */

/** The statement's answer. @param {StatementRow} row @param {string} operator */
const toStatementDto = (row, operator) => ({
  number: row.number,
  from: row.period_from,
  to: row.period_to,
  issued_at: row.issued_at,
  issuer: STATEMENT_ISSUERS[operator],
});

/**
 * The statement of the account for the period: the one issued already, else the next number of the operator's year.
 * @param {Store} store @param {{ accountId: number, operator: string, from: string, to: string, now: Date }} input
 * @returns {StatementRow}
 */
export function issueStatement(store, { accountId, operator, from, to, now }) {
  const select = `SELECT number, period_from, period_to, issued_at FROM statements
    WHERE account_id = ? AND operator_key = ? AND period_from = ? AND period_to = ?`;
  return store.transaction(() => {
    const issued = /** @type {StatementRow | undefined} */ (store.get(select, [accountId, operator, from, to]));
    if (issued) return issued;
    const year = Number(zonedDay(now, NETWORKS[operator]?.timeZone ?? 'UTC').slice(0, 4));
    const last = store.get('SELECT MAX(sequence) AS last FROM statements WHERE operator_key = ? AND year = ?', [
      operator,
      year,
    ]);
    const sequence = Number(last?.last ?? 0) + 1;
    const number = `${operator.toUpperCase()}-${year}-${String(sequence).padStart(6, '0')}`;
    store.run(
      `INSERT INTO statements (account_id, operator_key, period_from, period_to, year, sequence, number, issued_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [accountId, operator, from, to, year, sequence, number, now.toISOString()],
    );
    return /** @type {StatementRow} */ (store.get(select, [accountId, operator, from, to]));
  });
}

/** `POST /oms/statements/{operatorKey}` `{from, to}`: the statement's number, issue date and issuer. @param {OmsContext} context */
async function statement({ req, res, store, sessions, params, settings }) {
  const operator = params.operatorKey ?? '';
  if (!NETWORKS[operator] || !STATEMENT_ISSUERS[operator] || !settings.extensions.includes('statements'))
    throw new HttpError(404, 'Not found');
  const accountId = sessions.requireSession(req, operator);
  const body = await readJsonBody(req);
  if (typeof body !== 'object' || body === null || typeof body.from !== 'string' || typeof body.to !== 'string')
    throw new HttpError(400, 'Name the period: {from, to}', {}, { code: 'bad_request' });
  const now = new Date();
  const today = zonedDay(now, NETWORKS[operator].timeZone);
  const { from, to } = body;
  const refusal = statementPeriodRefusal({ from, to }, today);
  if (refusal === 'bad_period')
    throw new HttpError(400, `A period of existing days, at most ${STATEMENT_MAX_DAYS} of them`, {}, { code: refusal });
  if (refusal === 'outside_history')
    throw new HttpError(
      400,
      `A statement covers days already past (to today) within the history kept: from ${firstStatementDay(today)} to ${today}`,
      {},
      { code: refusal },
    );
  const row = issueStatement(store, { accountId, operator, from, to, now });
  sendJson(res, 200, { payload: toStatementDto(row, operator) });
}

/** @type {Record<string, (context: OmsContext) => unknown>} */
export const STATEMENT_ROUTES = {
  'POST /oms/statements/:operatorKey': statement,
};
