import { describe, expect, it } from 'vitest';
import { receiptOf } from '../../../src/core/travels/build-receipt';
import type { PaymentInfo } from '../../../src/core/travels/payment-info';
import { pdfText, receiptPdf, type ReceiptDocument } from '../../../src/ui/shared/receipts/receipt-pdf';
import { pdfStrings } from '../../support/pdf-text';

const trip = (index: number) => ({
  fare: 'Corsa singola',
  validFrom: new Date(Date.UTC(2026, 10, 18, 6, index)),
  validTo: new Date(Date.UTC(2026, 10, 18, 7, 40 + index)),
  timeZone: 'Europe/Rome',
  amount: { minor: index < 4 ? 150 : 0, currency: 'EUR' },
  firstTap: [
    ['station', 'Termini'],
    ['line', 'A'],
  ] as const,
  lastTap: [['station', `Stop ${index + 1}`]] as const,
});

const info = (count: number): PaymentInfo => ({
  shortId: 'PK7Q2M9XA',
  amount: { minor: 600, currency: 'EUR' },
  card: { label: 'VISA Debit', scheme: 'visa', truncatedPan: '411111******1111', formFactor: 'card' },
  tickets: Array.from({ length: count }, (_, index) => trip(index)),
});

const document: ReceiptDocument = {
  operatorName: 'Metro Trasporti Urbani S.p.A.',
  vatNumber: 'IT01234567890',
  logo: null,
  tapKey: (key) => ({ station: 'Station', line: 'Line' })[key] ?? key,
  labels: {
    title: 'Receipt n. PK7Q2M9XA',
    holder: 'Passenger',
    card: 'Card',
    paidAt: 'Payment date',
    vatNumber: 'VAT number',
    columns: ['Fare', 'Valid from', 'Valid to', 'Amount', 'Location'],
    firstTap: 'In',
    lastTap: 'Out',
    total: 'Total',
    timeZone: 'Times are local to where each trip was made (Europe/Rome).',
    conditions: 'Fares are charged under the operator’s conditions of carriage.',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
};

describe('the receipt PDF', () => {
  it('holds the receipt as real text: number, holder, card, each trip, the total', () => {
    const text = pdfStrings(receiptPdf(receiptOf(info(2), 'Giulia Rossi', 'en-GB'), document)).join('\n');
    expect(text).toContain('Receipt n. PK7Q2M9XA');
    expect(text).toContain('Metro Trasporti Urbani S.p.A.');
    expect(text).toContain('VAT number: IT01234567890');
    expect(text).toContain('Passenger: Giulia Rossi');
    expect(text).toContain('Card: VISA Debit 411111******1111');
    expect(text).toContain('18/11/2026, 07:00:00');
    expect(text).toContain('In: Station: Termini');
    expect(text).toContain('Out: Station: Stop 2');
    expect(text).toContain('Page 1 of 1');
  });

  it('says when the payment was made where the operator sends it, and leaves the line out where it does not', () => {
    const paid = { ...info(1), paidAt: new Date(Date.UTC(2026, 10, 18, 12, 0)) };
    const text = pdfStrings(receiptPdf(receiptOf(paid, 'Giulia Rossi', 'en-GB'), document)).join('\n');
    expect(text).toMatch(/Payment date: 18\/11\/2026, \d\d:\d\d:\d\d/);
    const unsaid = pdfStrings(receiptPdf(receiptOf(info(1), 'Giulia Rossi', 'en-GB'), document)).join('\n');
    expect(unsaid).not.toContain('Payment date');
  });

  it('names the concession of a trip charged at its fare, with the full fare, under its fare name', () => {
    const [full, reduced] = info(2).tickets;
    const concession = {
      ...info(2),
      tickets: [
        full!,
        {
          ...reduced!,
          amount: { minor: 75, currency: 'EUR' },
          concession: { key: 'over65', discount: { minor: 75, currency: 'EUR' } },
        },
      ],
    };
    const receipt = receiptOf(concession, 'Rosa Esposito', 'it-IT');
    const labels = {
      ...document.labels,
      concessions: receipt.lines.map((line) =>
        line.concession ? `Over 65 — tariffa intera ${line.concession.fullFare}` : null,
      ),
    };
    const text = pdfStrings(receiptPdf(receipt, { ...document, labels }));
    // Under the fare's name, wrapped to its column: one trip of the two says it.
    const named = text.findIndex((line) => line.startsWith('Over 65'));
    expect(text.filter((line) => line.startsWith('Over 65'))).toHaveLength(1);
    expect(text.slice(named, named + 2).join(' ')).toBe('Over 65 — tariffa intera 1,50 €');
    expect(text[named - 1]).toBe('Corsa singola');
  });

  it('runs over several numbered pages when the trips do not fit on one', () => {
    const text = pdfStrings(receiptPdf(receiptOf(info(100), 'Paolo Neri', 'en-GB'), document));
    const pages = text.filter((line) => /^Page \d+ of \d+$/.test(line));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.at(-1)).toBe(`Page ${pages.length} of ${pages.length}`);
    expect(text.filter((line) => line === 'Out: Station: Stop 100')).toHaveLength(1);
    expect(text).toContain('Total');
  });

  it('writes the locales’ special spaces as plain ones, for the standard PDF fonts', () => {
    expect(pdfText('1\u202f234,50\u00a0€')).toBe('1 234,50 €');
    expect(pdfText('Friedrichstraße → Zoo')).toBe('Friedrichstraße ? Zoo');
  });
});

describe('a receipt without a holder (a card checked without an account)', () => {
  it('leaves the holder line out', () => {
    const bytes = receiptPdf(receiptOf(info(2), '', 'en-GB'), document);
    const strings = pdfStrings(bytes);
    expect(strings.join(' ')).not.toContain(document.labels.holder);
    expect(strings.join(' ')).toContain('411111******1111');
  });
});
