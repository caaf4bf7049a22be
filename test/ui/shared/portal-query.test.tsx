import { Skeleton } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { StoredSession } from '../../../src/core/session/stored-session';
import { WatchSession } from '../../../src/core/session/watch-session';
import { ServiceFailure } from '../../../src/core/shared/service-failure';
import { anAccount } from '../../support/builders/account-builder';
import { QueryState } from '../../../src/ui/shared/query/query-state';
import { usePortalQuery } from '../../../src/ui/shared/query/use-portal-query';
import { portalProviders } from '../support/portal-providers';

/** A server that answers each read when the test says so. */
class ScriptedServer {
  readonly reads: {
    key: string;
    signal: AbortSignal;
    answer: (value: string[]) => void;
    fail: (error: unknown) => void;
  }[] = [];

  read = (key: string) => (signal: AbortSignal) =>
    new Promise<string[]>((answer, fail) => this.reads.push({ key, signal, answer, fail }));

  last() {
    const read = this.reads.at(-1);
    if (!read) throw new Error('no read under way');
    return read;
  }
}

function TripsPanel({ server, period }: { server: ScriptedServer; period: string }) {
  const query = usePortalQuery(['trips', period], server.read(period));
  return (
    <QueryState
      query={query}
      loading={<Skeleton data-testid="skeleton" height="4" />}
      empty={<p>No trips in this period</p>}
      isEmpty={(trips) => trips.length === 0}
    >
      {(trips) => (
        <ul aria-label="Trips">
          {trips.map((trip) => (
            <li key={trip}>{trip}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function Periods({ server }: { server: ScriptedServer }) {
  const [period, setPeriod] = useState('last-30-days');
  const [shown, setShown] = useState(true);
  return (
    <>
      <button onClick={() => setPeriod('last-12-months')}>Last 12 months</button>
      <button onClick={() => setShown(false)}>Leave</button>
      {shown && <TripsPanel server={server} period={period} />}
    </>
  );
}

async function renderWithPortalProviders(ui: ReactNode) {
  const { Wrapper, state, container } = await portalProviders();
  const session = container.get(StoredSession);
  session.saveAccount(anAccount().build());
  /** Settles when the stored session is cleared (the core's logout, which the shell's session owner follows). */
  const signedOut = new Promise<void>((resolve) => {
    const stop = container.get(WatchSession).execute((account) => {
      if (account === null) {
        stop();
        resolve();
      }
    });
  });
  render(<Wrapper>{ui}</Wrapper>);
  return { state, signedOut, user: userEvent.setup() };
}

describe('the query layer (ADR 0009)', () => {
  it('shows the view loading, then its data, without the global loading indicator', async () => {
    const server = new ScriptedServer();
    const { state } = await renderWithPortalProviders(<Periods server={server} />);
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(state.loading.pending$.getValue()).toBe(0);
    await act(async () => server.last().answer(['Roma Termini → Colosseo']));
    expect(await screen.findByRole('list', { name: 'Trips' })).toHaveTextContent('Roma Termini → Colosseo');
  });

  it('shows the empty state when the period holds nothing', async () => {
    const server = new ScriptedServer();
    await renderWithPortalProviders(<Periods server={server} />);
    await act(async () => server.last().answer([]));
    expect(await screen.findByText('No trips in this period')).toBeInTheDocument();
  });

  it('reads a key once for every view that shows it', async () => {
    const server = new ScriptedServer();
    await renderWithPortalProviders(
      <>
        <TripsPanel server={server} period="last-30-days" />
        <TripsPanel server={server} period="last-30-days" />
      </>,
    );
    await act(async () => server.last().answer(['A → B']));
    expect(await screen.findAllByRole('list', { name: 'Trips' })).toHaveLength(2);
    expect(server.reads.map((read) => read.key)).toEqual(['last-30-days']);
  });

  it('cancels the read of a period the rider left, and of a view that unmounted', async () => {
    const server = new ScriptedServer();
    const { user } = await renderWithPortalProviders(<Periods server={server} />);
    const first = server.last();
    await user.click(screen.getByRole('button', { name: 'Last 12 months' }));
    expect(first.signal.aborted).toBe(true);
    const second = server.last();
    expect(second.key).toBe('last-12-months');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(second.signal.aborted).toBe(true);
  });

  it('keeps a failure in the view, in words, with a retry that reads again', async () => {
    const server = new ScriptedServer();
    const { state, user } = await renderWithPortalProviders(<Periods server={server} />);
    // A 5xx: a failure of the network says "You are offline" instead (offline-reads.test.tsx).
    await act(async () => server.last().fail(new ServiceFailure('server', 'HTTP 502')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This information could not be loaded');
    expect(alert).toHaveTextContent('The server could not complete the request. Please try again later.');
    expect(state.errors.error).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => server.last().answer(['C → D']));
    expect(await screen.findByRole('list', { name: 'Trips' })).toHaveTextContent('C → D');
  });

  it('ends an expired session as every call does: the error modal, and the rider signed out', async () => {
    const server = new ScriptedServer();
    const { state, signedOut } = await renderWithPortalProviders(<Periods server={server} />);
    await act(async () => server.last().fail(new ServiceFailure('unauthorized')));
    await screen.findByRole('alert');
    await signedOut;
    expect(state.errors.error?.kind).toBe('unauthorized');
  });
});
