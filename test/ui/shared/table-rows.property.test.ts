import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DataColumn } from '../../../src/ui/shared/data-table/data-column';
import { filterRows, searchIndex, sortRows } from '../../../src/ui/shared/data-table/table-rows';

interface Row {
  readonly id: number;
  readonly amount: number;
  readonly station: string;
}

const columns: DataColumn<Row>[] = [
  {
    id: 'amount',
    header: 'Amount',
    cell: (row) => row.amount,
    sortValue: (row) => row.amount,
    searchText: (row) => String(row.amount),
  },
  {
    id: 'station',
    header: 'Station',
    cell: (row) => row.station,
    sortValue: (row) => row.station,
    searchText: (row) => row.station,
  },
];
const rowsArb = fc
  .array(
    fc.record({ amount: fc.integer({ min: 0, max: 5 }), station: fc.constantFrom('Termini', 'Città', 'Zürich') }),
    { maxLength: 60 },
  )
  .map((rows) => rows.map((row, id) => ({ id, ...row })));

describe('the table’s rows', () => {
  it('sorts by a column either way, keeping the range’s order among equals, losing no row', () => {
    fc.assert(
      fc.property(rowsArb, fc.boolean(), (rows, desc) => {
        const sorted = sortRows(rows, columns, { id: 'amount', desc });
        expect([...sorted].sort((a, b) => a.id - b.id)).toEqual(rows);
        for (let i = 1; i < sorted.length; i += 1) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          expect(desc ? a.amount >= b.amount : a.amount <= b.amount).toBe(true);
          if (a.amount === b.amount) expect(a.id).toBeLessThan(b.id);
        }
      }),
    );
  });

  it('gives rows already in the order back as they are, and sorts a range nearly in order as any other', () => {
    const stable = (rows: Row[], desc: boolean) =>
      rows
        .map((row, index) => ({ row, index }))
        .sort((a, b) => (desc ? b.row.amount - a.row.amount : a.row.amount - b.row.amount) || a.index - b.index)
        .map(({ row }) => row);
    fc.assert(
      fc.property(rowsArb, fc.boolean(), fc.nat(), (rows, desc, swap) => {
        const inOrder = stable(rows, desc);
        expect(sortRows(inOrder, columns, { id: 'amount', desc })).toBe(inOrder);
        const unswapped = [...inOrder];
        if (unswapped.length > 1) {
          const at = swap % (unswapped.length - 1);
          [unswapped[at], unswapped[at + 1]] = [unswapped[at + 1]!, unswapped[at]!];
        }
        expect(sortRows(unswapped, columns, { id: 'amount', desc })).toEqual(stable(unswapped, desc));
      }),
    );
  });

  it('filters the sorted rows by every word of the search, accents and case aside', () => {
    const rows = [
      { id: 1, amount: 2, station: 'Città' },
      { id: 2, amount: 1, station: 'Termini' },
      { id: 3, amount: 2, station: 'Zürich' },
    ];
    const index = searchIndex(rows, columns);
    expect(
      filterRows(sortRows(rows, columns, { id: 'amount', desc: true }), index, ' CITTA 2 ').map((row) => row.id),
    ).toEqual([1]);
    expect(filterRows(rows, index, 'zurich').map((row) => row.id)).toEqual([3]);
    expect(filterRows(rows, index, '')).toBe(rows);
    expect(filterRows(rows, null, '')).toBe(rows);
  });
});
