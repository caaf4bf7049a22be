import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InMemoryBankCards } from '../../../src/adapters/in-memory/cards/in-memory-bank-cards';
import { BankCards } from '../../../src/core/cards/bank-cards';
import { StoredSession } from '../../../src/core/session/stored-session';
import { ServiceFailure } from '../../../src/core/shared/service-failure';
import { QueryState } from '../../../src/ui/shared/query/query-state';
import { useTicketsQuery } from '../../../src/ui/shared/server-state/travels-queries';
import { anAccount } from '../../support/builders/account-builder';
import { portalProviders } from '../support/portal-providers';

const NOVEMBER = { from: '2026-11-01', to: '2026-11-22' };
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };

function Trips({ range = NOVEMBER }: { range?: { from: string; to: string } }) {
  const query = useTicketsQuery(range);
  return (
    <QueryState query={query} loading={<p>Loading</p>} empty={<p>No trips</p>} isEmpty={(trips) => trips.length === 0}>
      {(trips) => <p>{trips.length} trips</p>}
    </QueryState>
  );
}

describe('a read on the rider cards (useOnRiderCards, ADR 0009)', () => {
  it('fails with the card list, and Try again reads the cards again, then the trips', async () => {
    const { Wrapper, container } = await portalProviders();
    container.get(StoredSession).saveAccount(anAccount().build());
    const cards = container.get(BankCards) as InMemoryBankCards;
    const list = cards.list.bind(cards);
    // A 5xx: a failure of the network says "You are offline" instead (offline-reads.test.tsx).
    cards.list = () => Promise.reject(new ServiceFailure('server', 'HTTP 502'));
    render(
      <Wrapper>
        <Trips />
      </Wrapper>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This information could not be loaded');
    expect(alert).toHaveTextContent('The server could not complete the request. Please try again later.');

    cards.list = list;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No trips')).toBeInTheDocument();
    expect(cards.listed).toBe(1);
  });

  it('reads the cards once for every read on them: a second period finds them cached', async () => {
    const { Wrapper, container } = await portalProviders();
    container.get(StoredSession).saveAccount(anAccount().build());
    const cards = container.get(BankCards) as InMemoryBankCards;
    const { rerender } = render(
      <Wrapper>
        <Trips />
      </Wrapper>,
    );
    expect(await screen.findByText('No trips')).toBeInTheDocument();
    rerender(
      <Wrapper>
        <Trips />
        <Trips range={OCTOBER} />
      </Wrapper>,
    );
    await waitFor(() => expect(screen.getAllByText('No trips')).toHaveLength(2));
    expect(cards.listed).toBe(1);
  });
});
