import { describe, expect, it } from 'vitest';
import { withFaresIn } from '../../../../src/core/statements/statement';
import { statementOf } from '../../../../src/core/statements/statement-of';
import type { PaymentInfo } from '../../../../src/core/travels/payment-info';
import { statementPdf } from '../../../../src/ui/features/records/statement-pdf';
import { englishStatementDocument, OCTOBER_ISSUE } from '../../../support/builders/statement-builder';
import { VISA_4111 } from '../../../support/builders/travel-builder';
import { pdfStrings } from '../../../support/pdf-text';

const euros = (minor: number) => ({ minor, currency: 'EUR' });
const trip = (at: string) => ({
  fare: 'Corsa singola',
  validFrom: new Date(at),
  validTo: new Date(new Date(at).getTime() + 100 * 60_000),
  timeZone: 'Europe/Rome',
  firstTap: [['station', 'Termini']] as const,
  lastTap: [['station', 'Colosseo']] as const,
});

/** Rosa's October: one payment of a trip at the full fare and two at concessions' fares (one no longer offered). */
const info: PaymentInfo = {
  shortId: 'P1',
  amount: euros(330),
  card: VISA_4111,
  tickets: [
    { ...trip('2026-10-10T07:00:00Z'), amount: euros(150) },
    {
      ...trip('2026-10-10T09:00:00Z'),
      amount: euros(75),
      baseAmount: euros(150),
      capDiscount: euros(0),
      concession: { key: 'over65', discount: euros(75) },
    },
    { ...trip('2026-10-10T11:00:00Z'), amount: euros(105), concession: { key: 'gone', discount: euros(45) } },
  ],
};

async function statementText(): Promise<string> {
  const made = statementOf({
    issue: OCTOBER_ISSUE,
    holder: { name: 'Rosa Esposito', email: 'rosa@example.com' },
    payments: [
      {
        id: 'P1',
        shortId: 'P1',
        card: VISA_4111,
        amount: euros(330),
        status: { kind: 'succeeded' },
        created: new Date('2026-10-10T22:00:00Z'),
        updated: new Date('2026-10-11T02:00:00Z'),
      },
    ],
    infos: new Map([['P1', info]]),
  });
  const statement = withFaresIn(made, 'en', (key) => (key === 'over65' ? 'Over 65' : null));
  const document = await englishStatementDocument(statement, 'Europe/Rome');
  return pdfStrings(statementPdf(statement, document)).join(' ');
}

describe('the statement PDF', () => {
  it('names the concession of each trip charged at its fare, with the full fare; nothing on a trip at the full fare', async () => {
    const text = await statementText();
    expect(text).toContain('Corsa singola (Over 65 — full fare €1.50)');
    // A concession the operator no longer offers is still said, unnamed.
    expect(text).toContain('Corsa singola (Discount fare — full fare €1.50)');
    expect(text.match(/full fare/g)).toHaveLength(2);
  });
});
