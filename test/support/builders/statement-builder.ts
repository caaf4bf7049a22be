import { createInstance } from 'i18next';
import en from '../../../src/app/i18n/locales/en/records.json';
import type { Statement } from '../../../src/core/statements/statement';
import type { StatementIssue } from '../../../src/core/statements/statement-issue';
import { statementDocument } from '../../../src/ui/features/records/statement-document';

/** The metro's statement for October 2026, issued on 2 November, its fares including 10 % VAT. */
export const OCTOBER_ISSUE: StatementIssue = {
  number: 'METRO-2026-000001',
  from: '2026-10-01',
  to: '2026-10-31',
  issuedAt: new Date('2026-11-02T09:00:00Z'),
  issuer: {
    legalName: 'Metro S.p.A.',
    address: ['Via Roma 1'],
    vatNumber: 'IT01234567890',
    vat: { kind: 'rate', percent: 10 },
  },
};

/** The statement PDF's words in English, as the payments page gives them (en-GB amounts and dates). */
export async function englishStatementDocument(statement: Statement, timeZone: string) {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { records: en } },
    defaultNS: 'records',
    interpolation: { escapeValue: false },
  });
  return statementDocument(statement, {
    t: (key, options) => i18n.t(key, options),
    locale: 'en-GB',
    timeZone,
    tapKey: (key) => key,
  });
}
