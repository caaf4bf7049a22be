import type { TFunction } from 'i18next';
import type { ReceiptNote } from '../../../core/travels/receipt';

/** A receipt note in the rider's language (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract): the dialog and the PDF say the same. */
export function receiptNoteText(note: ReceiptNote, t: TFunction): string {
  switch (note.kind) {
    case 'paid-by':
      return t('receipt.paidBy', { date: note.paidAt, id: note.shortId, card: note.truncatedPan });
    case 'settles':
      return t('receipt.settles', { id: note.shortId, day: note.day, amount: note.amount });
    case 'refund':
      return t('receipt.refund', { amount: note.amount });
  }
}
