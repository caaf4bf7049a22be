import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { Receipt, ReceiptLine } from '../../../core/travels/receipt';
import { useOperator } from '../operator-context';
import { useToasts } from '../toaster';
import { downloadFile } from '../download-file';
import { logoPng } from './logo-image';
import { receiptNoteText } from './receipt-note-text';

/** The time zones a receipt's trips were made in, for its note. */
export const receiptZones = (receipt: Receipt) => [...new Set(receipt.lines.map((line) => line.timeZone))].join(', ');

/**
 * 'Download receipt': the same receipt as a PDF, its library loaded only now. `t` reads the page's own messages, whose
 * `receipt.*` keys name the PDF's words; `tapKey` names a tap's keys (station, line…); `concessionOf` says what a
 * trip at a concession's fare took off (none where no trip can be).
 */
export function useReceiptDownload(
  conditions: string,
  t: TFunction,
  tapKey: (key: string) => string,
  concessionOf: (line: ReceiptLine) => string | null = () => null,
): {
  readonly downloading: boolean;
  readonly download: (receipt: Receipt) => Promise<void>;
} {
  const operator = useOperator();
  const toasts = useToasts();
  const [downloading, setDownloading] = useState(false);
  const download = async (receipt: Receipt) => {
    setDownloading(true);
    try {
      const [{ receiptPdf }, logo] = await Promise.all([import('./receipt-pdf'), logoPng(operator.logoUrl)]);
      const bytes = receiptPdf(receipt, {
        operatorName: operator.legalIdentity?.legalName ?? operator.name,
        ...(operator.legalIdentity?.vatNumber ? { vatNumber: operator.legalIdentity.vatNumber } : {}),
        logo,
        tapKey,
        labels: {
          title: t('receipt.title', { id: receipt.shortId }),
          holder: t('receipt.holder'),
          card: t('receipt.card'),
          paidAt: t('receipt.paidAt'),
          vatNumber: t('receipt.vatNumber'),
          notes: receipt.notes.map((note) => receiptNoteText(note, t)),
          concessions: receipt.lines.map(concessionOf),
          columns: [
            t('receipt.columns.fare'),
            t('receipt.columns.validFrom'),
            t('receipt.columns.validTo'),
            t('receipt.columns.amount'),
            t('receipt.columns.location'),
          ],
          firstTap: t('receipt.firstTap'),
          lastTap: t('receipt.lastTap'),
          colon: t('receipt.colon'),
          total: t('receipt.total'),
          timeZone: t('receipt.timeZone', { zones: receiptZones(receipt) }),
          conditions,
          page: (page, pages) => t('receipt.page', { page, pages }),
        },
      });
      downloadFile(`${t('receipt.fileName')}-${receipt.shortId}.pdf`, bytes, 'application/pdf');
    } catch {
      toasts.notify(t('receipt.downloadFailed'), 'error');
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}
