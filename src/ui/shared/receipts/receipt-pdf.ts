import { jsPDF } from 'jspdf';
import type { Receipt } from '../../../core/travels/receipt';
import { tapText } from '../../../core/travels/tap-data';
import { pdfText } from '../pdf-text';

export { pdfText };

/** What the PDF needs beside the receipt: the operator, its logo, and every word in the rider's language. */
export interface ReceiptDocument {
  /** The operator's legal name (its brand's name when the configuration gives none). */
  readonly operatorName: string;
  /** The operator's VAT number, printed under its name when given. */
  readonly vatNumber?: string;
  /** The logo as a PNG data URL with its size in px; null: the name alone. */
  readonly logo: { readonly dataUrl: string; readonly width: number; readonly height: number } | null;
  readonly labels: {
    readonly title: string;
    readonly holder: string;
    readonly card: string;
    /** The payment date's label (shown only when the receipt has one). */
    readonly paidAt?: string;
    /** The VAT number's label (shown only when the document has one). */
    readonly vatNumber?: string;
    /** How it was paid, what it paid (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract), one sentence each. */
    readonly notes?: readonly string[];
    /** Each trip's concession note, in the order of the receipt's lines (null: the full fare); none for an operator without concessions. */
    readonly concessions?: readonly (string | null)[];
    readonly columns: readonly [fare: string, validFrom: string, validTo: string, amount: string, location: string];
    readonly firstTap: string;
    readonly lastTap: string;
    /** What follows a label before its value: ': ', or '\u00a0: ' in French (a space before the colon). */
    readonly colon?: string;
    readonly total: string;
    readonly timeZone: string;
    readonly conditions: string;
    readonly page: (page: number, pages: number) => string;
  };
  readonly tapKey: (key: string) => string;
}

const PAGE = { width: 210, height: 297, margin: 15 } as const;
const COLUMNS = [36, 34, 34, 22, 54] as const;
const LINE = 4.2;
const FOOTER = 14;

/** The receipt as an A4 PDF of real text (searchable, copyable), on as many pages as its trips need, numbered. */
export function receiptPdf(receipt: Receipt, document: ReceiptDocument): ArrayBuffer {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  const { labels } = document;
  const colon = labels.colon ?? ': ';
  const write = (text: string, x: number, y: number, options?: Parameters<jsPDF['text']>[3]) =>
    pdf.text(pdfText(text), x, y, options);
  const wrap = (text: string, width: number): string[] => pdf.splitTextToSize(pdfText(text), width) as string[];
  pdf.setProperties({ title: `${document.operatorName} – ${labels.title}`, subject: labels.title, creator: 'Tapway' });

  let y = PAGE.margin;
  if (document.logo) {
    const height = 10;
    const width = Math.min(70, (document.logo.width / document.logo.height) * height);
    pdf.addImage(document.logo.dataUrl, 'PNG', PAGE.margin, y, width, height);
  }
  pdf.setFont('helvetica', 'normal').setFontSize(10);
  write(document.operatorName, PAGE.width - PAGE.margin, y + 6, { align: 'right' });
  if (document.vatNumber && labels.vatNumber)
    write(`${labels.vatNumber}${colon}${document.vatNumber}`, PAGE.width - PAGE.margin, y + 11, { align: 'right' });
  y += 20;
  pdf.setFont('helvetica', 'bold').setFontSize(16);
  write(labels.title, PAGE.margin, y);
  y += 9;
  pdf.setFont('helvetica', 'normal').setFontSize(10);
  // A card checked without an account has no holder the operator knows: the line is left out.
  if (receipt.holder) {
    write(`${labels.holder}${colon}${receipt.holder}`, PAGE.margin, y);
    y += 5.5;
  }
  write(`${labels.card}${colon}${receipt.card.label} ${receipt.card.truncatedPan}`, PAGE.margin, y);
  if (receipt.paidAt && labels.paidAt) {
    y += 5.5;
    write(`${labels.paidAt}${colon}${receipt.paidAt}`, PAGE.margin, y);
  }
  for (const note of labels.notes ?? [])
    for (const line of wrap(note, PAGE.width - 2 * PAGE.margin)) {
      y += 5.5;
      write(line, PAGE.margin, y);
    }
  y += 9;

  const header = () => {
    pdf.setFont('helvetica', 'bold').setFontSize(9);
    let x = PAGE.margin;
    labels.columns.forEach((title, index) => {
      write(title, x, y);
      x += COLUMNS[index] ?? 0;
    });
    y += 2;
    pdf.setLineWidth(0.3).line(PAGE.margin, y, PAGE.width - PAGE.margin, y);
    y += 4.5;
    pdf.setFont('helvetica', 'normal').setFontSize(9);
  };
  header();
  for (const [index, line] of receipt.lines.entries()) {
    const concession = labels.concessions?.[index];
    const location = [
      ...wrap(
        `${labels.firstTap}${colon}${tapText(line.firstTap.map(([key, value]) => [document.tapKey(key), value]))}`,
        COLUMNS[4] - 2,
      ),
      ...(line.lastTap
        ? wrap(
            `${labels.lastTap}${colon}${tapText(line.lastTap.map(([key, value]) => [document.tapKey(key), value]))}`,
            COLUMNS[4] - 2,
          )
        : []),
    ];
    const cells = [
      [...wrap(line.fare, COLUMNS[0] - 2), ...(concession ? wrap(concession, COLUMNS[0] - 2) : [])],
      wrap(line.validFrom, COLUMNS[1] - 2),
      wrap(line.validTo, COLUMNS[2] - 2),
      wrap(line.amount, COLUMNS[3] - 2),
      location,
    ];
    const height = Math.max(...cells.map((cell) => cell.length)) * LINE + 2;
    if (y + height > PAGE.height - PAGE.margin - FOOTER) {
      pdf.addPage();
      y = PAGE.margin + 5;
      header();
    }
    let x = PAGE.margin;
    cells.forEach((cell, index) => {
      pdf.text(cell, x, y);
      x += COLUMNS[index] ?? 0;
    });
    y += height;
    pdf
      .setDrawColor(210)
      .setLineWidth(0.1)
      .line(PAGE.margin, y - LINE + 0.5, PAGE.width - PAGE.margin, y - LINE + 0.5);
    pdf.setDrawColor(0);
  }

  const closing = [
    ...wrap(labels.timeZone, PAGE.width - 2 * PAGE.margin),
    '',
    ...wrap(labels.conditions, PAGE.width - 2 * PAGE.margin),
  ];
  if (y + 10 + closing.length * LINE > PAGE.height - PAGE.margin - FOOTER) {
    pdf.addPage();
    y = PAGE.margin + 5;
  }
  y += 3;
  pdf.setFont('helvetica', 'bold').setFontSize(11);
  write(labels.total, PAGE.margin, y);
  write(receipt.total, PAGE.width - PAGE.margin, y, { align: 'right' });
  y += 9;
  pdf.setFont('helvetica', 'normal').setFontSize(8.5);
  pdf.text(closing, PAGE.margin, y);

  const pages = pdf.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    pdf.setPage(page);
    pdf.setFontSize(8.5);
    write(labels.page(page, pages), PAGE.width / 2, PAGE.height - PAGE.margin + 4, { align: 'center' });
  }
  return pdf.output('arraybuffer');
}
