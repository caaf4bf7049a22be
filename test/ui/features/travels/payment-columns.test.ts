import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { paymentColumns } from '../../../../src/ui/features/travels/payment-columns';

const t = ((key: string) => key) as unknown as TFunction<'travels'>;

describe('the payments list on a phone (WCAG 1.4.1)', () => {
  it('keeps the status in words in the collapsed row at every width: the row colour is never the only sign', () => {
    const columns = paymentColumns(t, 'en-GB', 'Phone', () => undefined);
    expect(columns.find((column) => column.id === 'status')?.hideBelow).toBeUndefined();
    expect(columns.filter((column) => !column.hideBelow).map((column) => column.id)).toEqual([
      'shortId',
      'amount',
      'status',
    ]);
  });
});
