import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/adapters/http/client/create-http-client';
import { HttpStatements } from '../../src/adapters/http/operations-api/http-statements';
import { HttpTravelHistory } from '../../src/adapters/http/operations-api/http-travel-history';
import { InMemoryStorage } from '../../src/adapters/in-memory/shared/in-memory-storage';
import { StoredSession } from '../../src/core/session/stored-session';
import { PrepareStatement } from '../../src/core/statements/prepare-statement';
import { presetRange } from '../../src/core/travels/date-range';
import { formatMoney } from '../../src/core/travels/money';
import { statementPdf } from '../../src/ui/features/records/statement-pdf';
import { anAccount } from '../support/builders/account-builder';
import { englishStatementDocument } from '../support/builders/statement-builder';
import { pdfLayoutText } from '../support/pdf-layout-text';
import { signedIn } from './card-world';
import { startSandbox, type Sandbox } from './support';
import { zonedDay } from '../../sandbox/oms/network/zoned-time.mjs';

// Done when last month's statement, read back as a PDF reader copies its text, has every field an expense claim needs
// (docs/contracts.md#statements-statements-for-a-period-for-expenses).

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 30_000);
afterAll(async () => {
  await sandbox.stop();
});

/** Giulia's statement for last month, made as the portal makes it, and its PDF's text as a reader copies it. */
async function lastMonthsStatement(email: string, operator: string, timeZone: string) {
  const rider = await signedIn(sandbox, email, operator);
  // enterprise answers the account encrypted: its id is read from the sandbox's own database.
  const accountId = Number(sandbox.store.get('SELECT id FROM accounts WHERE email = ?', [email])?.id);
  const http = createHttpClient({
    baseURL: `${sandbox.url}/oms`,
    timeoutMs: 10_000,
    headers: { 'x-api-key': operator, cookie: () => rider.cookie },
  });
  const cards = (await sandbox.request('/api/bank_cards/get', {
    method: 'POST',
    operator,
    json: { accounts_id: accountId },
    headers: { cookie: rider.cookie },
  })) as { body: { alias_pan: string }[] | { payload?: { alias_pan: string }[] } };
  const list = Array.isArray(cards.body) ? cards.body : (cards.body.payload ?? []);
  const session = new StoredSession(new InMemoryStorage());
  session.saveAccount(anAccount().withId(accountId).withEmail(email).build());
  const range = presetRange('lastMonth', zonedDay(new Date(), timeZone));
  const prepare = new PrepareStatement(
    new HttpStatements(http, operator),
    new HttpTravelHistory(http, operator),
    session,
  );
  const answer = await prepare.execute({ range, aliasPans: list.map((card) => card.alias_pan) });
  if (answer.kind !== 'statement') throw new Error('refused');
  const document = await englishStatementDocument(answer.statement, timeZone);
  const text = await pdfLayoutText(new Uint8Array(statementPdf(answer.statement, document)));
  return { statement: answer.statement, text, range };
}

describe("last month's statement, read back by pdf.js", () => {
  it('carries every field an expense claim needs, the number on every page, every payment and its totals', async () => {
    const { statement, text, range } = await lastMonthsStatement('giulia.rossi@example.com', 'metro', 'Europe/Rome');
    const { issue } = statement;
    expect(statement.cards.length).toBeGreaterThan(0);
    for (const field of [
      issue.issuer.legalName,
      ...issue.issuer.address,
      `VAT number: ${issue.issuer.vatNumber}`,
      `Statement number: ${issue.number}`,
      'Issue date: ',
      'Account holder: ',
      'giulia.rossi@example.com',
      'Card total',
      'VAT 10 % included: ',
    ])
      expect(text).toContain(field);
    expect(text).toContain(`${range.from.slice(8, 10)}/${range.from.slice(5, 7)}/${range.from.slice(0, 4)}`);
    const pages = text.split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) =>
      expect(page).toContain(`Statement ${issue.number} · page ${index + 1} of ${pages.length}`),
    );
    for (const card of statement.cards) {
      expect(text).toContain(card.card.truncatedPan);
      for (const payment of card.payments) expect(text).toContain(payment.shortId);
    }
    const total = statement.totals[0]!;
    expect(text).toMatch(new RegExp(`Total\\s+${formatMoney(total, 'en-GB').replace(/[.€£]/g, '\\$&')}`));
    // A card's total stays on the page of its table's last rows: never a page that opens with it.
    for (const page of pages.slice(1)) expect(page.trim().split('\n')[0]).not.toMatch(/^Card total/);
  }, 60_000);

  it('of an operator exempt from VAT prints the exemption rather than leave VAT out', async () => {
    const { text } = await lastMonthsStatement('anna.weber@example.com', 'enterprise', 'Europe/Berlin');
    expect(text).toContain('VAT: ');
    expect(text).toContain('VAT exempt');
  }, 60_000);
});
