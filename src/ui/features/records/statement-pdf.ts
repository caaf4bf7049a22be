import { jsPDF } from 'jspdf';
import type { Statement, StatementConcession } from '../../../core/statements/statement';
import { tapLine } from '../../../core/statements/statement-csv';
import { pdfText } from '../../shared/pdf-text';

/** What the statement PDF needs beside the statement: every word in the rider's language, values already formatted. */
export interface StatementDocument {
  readonly labels: {
    readonly title: string;
    readonly number: string;
    readonly issuedOn: string;
    readonly period: string;
    /** The period itself, formatted (`01/10/2026 - 31/10/2026`). */
    readonly periodText: string;
    readonly holder: string;
    readonly vatNumber: string;
    readonly card: (card: string) => string;
    readonly continued: string;
    readonly columns: readonly [date: string, reference: string, description: string, amount: string];
    readonly refund: string;
    /** A trip at a concession's fare: "Over 65 — full fare 1,50 €" (concessions). */
    readonly concession: (concession: StatementConcession) => string;
    readonly cardTotal: string;
    readonly total: string;
    /** "VAT 10 % included: 12,34 €", or the operator's exemption text. */
    readonly vat: readonly string[];
    readonly none: string;
    readonly timeZone: string;
    readonly colon: string;
    readonly footer: (page: number, pages: number) => string;
  };
  readonly formatMoney: (money: Statement['totals'][number]) => string;
  readonly formatDate: (date: Date, timeZone?: string) => string;
  readonly formatTime: (date: Date, timeZone: string) => string;
  readonly tapKey: (key: string) => string;
}

const PAGE = { width: 210, height: 297, margin: 15 } as const;
const COLUMNS = [28, 32, 95, 25] as const;
const LINE = 4.2;
const FOOTER = 12;
const BOTTOM = PAGE.height - PAGE.margin - FOOTER;

/**
 * The statement as an A4 PDF of real text (docs/contracts.md#statements-statements-for-a-period-for-expenses): the
 * operator's legal details, the number and issue date, one table per card whose total never leaves it (a table that
 * runs over continues on the next page under its header), the totals and the VAT line; every page carries the number.
 */
export function statementPdf(statement: Statement, document: StatementDocument): ArrayBuffer {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  const { labels } = document;
  const { issue } = statement;
  const write = (text: string, x: number, y: number, options?: Parameters<jsPDF['text']>[3]) =>
    pdf.text(pdfText(text), x, y, options);
  const wrap = (text: string, width: number): string[] => pdf.splitTextToSize(pdfText(text), width) as string[];
  const font = (style: 'normal' | 'bold', size: number) => pdf.setFont('helvetica', style).setFontSize(size);
  pdf.setProperties({ title: `${labels.title} ${issue.number}`, subject: labels.title, creator: 'Tapway' });

  let y = PAGE.margin + 4;
  font('bold', 11);
  write(issue.issuer.legalName, PAGE.margin, y);
  font('normal', 9);
  for (const line of [...issue.issuer.address, `${labels.vatNumber}${labels.colon}${issue.issuer.vatNumber}`]) {
    y += LINE;
    write(line, PAGE.margin, y);
  }
  y += 11;
  font('bold', 16);
  write(labels.title, PAGE.margin, y);
  y += 8;
  font('normal', 10);
  for (const line of [
    `${labels.number}${labels.colon}${issue.number}`,
    `${labels.issuedOn}${labels.colon}${document.formatDate(issue.issuedAt)}`,
    `${labels.period}${labels.colon}${labels.periodText}`,
    `${labels.holder}${labels.colon}${statement.holder.name} (${statement.holder.email})`,
  ]) {
    write(line, PAGE.margin, y);
    y += 5.5;
  }
  y += 4;

  const newPage = () => {
    pdf.addPage();
    y = PAGE.margin + 5;
  };
  const header = (cardName: string, continued: boolean) => {
    font('bold', 11);
    write(continued ? `${cardName} ${labels.continued}` : cardName, PAGE.margin, y);
    y += 6;
    font('bold', 9);
    let x = PAGE.margin;
    labels.columns.forEach((title, index) => {
      if (index === 3) write(title, PAGE.width - PAGE.margin, y, { align: 'right' });
      else write(title, x, y);
      x += COLUMNS[index] ?? 0;
    });
    y += 2;
    pdf.setLineWidth(0.3).line(PAGE.margin, y, PAGE.width - PAGE.margin, y);
    y += 4.5;
    font('normal', 9);
  };
  /** A row's cells: date, reference, description lines, amount. */
  const row = (cells: readonly [string, string, readonly string[], string], bold: boolean, cardName: string) => {
    const height = Math.max(1, cells[2].length) * LINE + 1;
    // Room for this row and the card's total after it: else the table goes on overleaf, its header repeated.
    if (y + height + 2 * LINE > BOTTOM) {
      newPage();
      header(cardName, true);
    }
    font(bold ? 'bold' : 'normal', 9);
    write(cells[0], PAGE.margin, y);
    write(cells[1], PAGE.margin + COLUMNS[0], y);
    pdf.text(cells[2] as string[], PAGE.margin + COLUMNS[0] + COLUMNS[1], y);
    write(cells[3], PAGE.width - PAGE.margin, y, { align: 'right' });
    y += height;
  };

  if (statement.cards.length === 0) {
    font('normal', 10);
    write(labels.none, PAGE.margin, y);
    y += 8;
  }
  const description = (text: string) => wrap(text, COLUMNS[2] - 3);
  for (const { card, payments, totals } of statement.cards) {
    const cardName = labels.card(`${card.label} ${card.truncatedPan}`);
    if (y + 6 + 6.5 + 3 * LINE > BOTTOM) newPage();
    header(cardName, false);
    for (const payment of payments) {
      row(
        [
          document.formatDate(payment.paidAt),
          payment.shortId,
          payment.kind === 'refund' ? description(labels.refund) : [],
          document.formatMoney(payment.amount),
        ],
        true,
        cardName,
      );
      for (const trip of payment.trips) {
        const taps = [trip.firstTap, trip.lastTap]
          .map((tap) => tapLine(tap?.map(([key, value]) => [document.tapKey(key), value]) ?? null, ', '))
          .filter(Boolean)
          .join(' -> ');
        row(
          [
            '',
            `${document.formatTime(trip.validFrom, trip.timeZone)}`,
            description(
              `${trip.fare}${trip.concession ? ` (${labels.concession(trip.concession)})` : ''}${taps ? ` – ${taps}` : ''}`,
            ),
            document.formatMoney(trip.amount),
          ],
          false,
          cardName,
        );
      }
    }
    pdf.setLineWidth(0.2).line(PAGE.margin, y - LINE + 1, PAGE.width - PAGE.margin, y - LINE + 1);
    y += 1.5;
    font('bold', 9.5);
    write(labels.cardTotal, PAGE.margin, y);
    write(totals.map(document.formatMoney).join(' + '), PAGE.width - PAGE.margin, y, { align: 'right' });
    y += 9;
  }

  const closing = [...labels.vat.flatMap((line) => wrap(line, PAGE.width - 2 * PAGE.margin)), '', labels.timeZone];
  if (y + 8 + closing.length * LINE > BOTTOM) newPage();
  font('bold', 11);
  write(labels.total, PAGE.margin, y);
  write(
    statement.totals.map(document.formatMoney).join(' + ') || document.formatMoney({ minor: 0, currency: 'EUR' }),
    PAGE.width - PAGE.margin,
    y,
    {
      align: 'right',
    },
  );
  y += 7;
  font('normal', 9);
  pdf.text(closing, PAGE.margin, y);

  const pages = pdf.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    pdf.setPage(page);
    font('normal', 8.5);
    write(labels.footer(page, pages), PAGE.width / 2, PAGE.height - PAGE.margin + 4, { align: 'center' });
  }
  return pdf.output('arraybuffer');
}
