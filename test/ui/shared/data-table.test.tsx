import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { DataColumn } from '../../../src/ui/shared/data-table/data-column';
import { DataTable } from '../../../src/ui/shared/data-table/data-table';
import { pageInfo } from '../../../src/ui/shared/data-table/page-info';
import { matchesQuery, normaliseSearch } from '../../../src/ui/shared/data-table/search-text';
import { portalProviders } from '../support/portal-providers';

interface Trip {
  readonly id: number;
  readonly station: string;
  readonly amount: number;
}

const columns: DataColumn<Trip>[] = [
  {
    id: 'station',
    header: 'Station',
    cell: (trip) => trip.station,
    searchText: (trip) => trip.station,
    sortValue: (trip) => trip.station,
  },
  {
    id: 'amount',
    header: 'Amount',
    cell: (trip) => `€${trip.amount}`,
    sortValue: (trip) => trip.amount,
    hideBelow: 'md',
  },
  { id: 'manage', header: 'Manage', cell: (trip) => <button>Remove {trip.id}</button>, isAction: true },
];

const STATIONS = ['Città', 'Zürich', 'Termini', 'Colosseo'];
const trips = (count: number): Trip[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, station: `${STATIONS[i % 4]} ${i + 1}`, amount: i + 1 }));

async function renderTable(
  rows: readonly Trip[] | undefined,
  onRowActivate?: (trip: Trip) => void,
  onShownRows?: (shown: readonly Trip[]) => void,
  rowName?: (trip: Trip) => string,
) {
  const { Wrapper } = await portalProviders();
  render(
    <Wrapper>
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(trip) => String(trip.id)}
        label="Trips"
        empty={<p>No trips</p>}
        onRowActivate={onRowActivate}
        onShownRows={onShownRows}
        rowName={rowName}
      />
    </Wrapper>,
  );
  return userEvent.setup();
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Trips' }))
    .getAllByRole('row')
    .slice(1);

describe('the data table', () => {
  it('renders only the page, even for 10,000 rows, and pages through them', async () => {
    const user = await renderTable(trips(10_000));
    expect(await screen.findByText('Showing 1–10 of 10,000 elements')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11–20 of 10,000 elements')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(bodyRows()).toHaveLength(50);
  });

  it('searches what the rows show, accents and case aside, from page one', async () => {
    const user = await renderTable(trips(40));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Search'), 'CITTA');
    expect(screen.getByText('Showing 1–10 of 10 elements')).toBeInTheDocument();
    expect(bodyRows().every((row) => row.textContent?.includes('Città'))).toBe(true);
  });

  it('sorts by a header, by click or keyboard, and says so', async () => {
    const user = await renderTable(trips(12));
    const amount = await screen.findByRole('columnheader', { name: /Amount/ });
    expect(amount).toHaveAttribute('aria-sort', 'none');
    await user.click(within(amount).getByRole('button'));
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    within(amount).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('€12');
  });

  it('goes back to page one when the order changes', async () => {
    const user = await renderTable(trips(40));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11–20 of 40 elements')).toBeInTheDocument();
    await user.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button'));
    expect(screen.getByText('Showing 1–10 of 40 elements')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('€1');
  });

  it('says when nothing matches the search, and clears it', async () => {
    const user = await renderTable(trips(12));
    await user.type(await screen.findByLabelText('Search'), 'Tiburtina');
    expect(screen.getByText('Nothing matches “Tiburtina”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByText('Showing 1–10 of 12 elements')).toBeInTheDocument();
  });

  it('tells the page which rows the search and order leave', async () => {
    let shown: readonly Trip[] = [];
    const user = await renderTable(trips(12), undefined, (rows) => (shown = rows));
    await user.type(await screen.findByLabelText('Search'), 'Termini');
    await vi.waitFor(() => expect(shown.map((trip) => trip.id)).toEqual([3, 7, 11]));
  });

  it('names every header cell with text, the fold column too (axe: empty-table-header)', async () => {
    await renderTable(trips(2));
    const headers = await screen.findAllByRole('columnheader');
    for (const header of headers) expect(header.textContent?.trim()).not.toBe('');
  });

  it('opens a row by a click on it or by the named button of its first cell, but not from its own buttons', async () => {
    const opened: number[] = [];
    const user = await renderTable(
      trips(3),
      (trip) => opened.push(trip.id),
      undefined,
      (trip) => trip.station,
    );
    await user.click(await screen.findByText('€1'));
    screen.getByRole('button', { name: 'Details: Zürich 2' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove 3' }));
    expect(opened).toEqual([1, 2]);
    // The row is no focus stop of its own: the keyboard reaches it through its button.
    for (const row of bodyRows()) expect(row).not.toHaveAttribute('tabindex');
  });

  it('unfolds the hidden columns of a row on narrow screens', async () => {
    const user = await renderTable(trips(2));
    const toggle = (await screen.findAllByRole('button', { name: 'Show details' }))[0]!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Amount', { selector: 'dt' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading and the empty state for no rows', async () => {
    await renderTable(undefined);
    expect(await screen.findByRole('table', { name: 'Trips' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('shows the empty state for a range with no rows', async () => {
    await renderTable([]);
    expect(await screen.findByText('No trips')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the data table rules', () => {
  it('page info: from ≤ to ≤ total, and pages cover the rows', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(600), fc.constantFrom(10, 25, 50, 100), (total, index, size) => {
        const info = pageInfo(total, index, size);
        expect(info.from <= info.to && info.to <= total && info.page <= info.pages).toBe(true);
        if (total > 0) expect(info.to - info.from + 1).toBe(Math.min(size, total - (info.page - 1) * size));
      }),
    );
  });

  it('search never keeps a row whose text lacks the query', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, query) => {
        const row = normaliseSearch(text);
        const wanted = normaliseSearch(query);
        if (matchesQuery(row, wanted)) for (const word of wanted.split(/\s+/)) expect(row).toContain(word);
      }),
    );
  });
});
