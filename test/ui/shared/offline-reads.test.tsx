import { Skeleton } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../src/core/shared/service-failure';
import { useOnline } from '../../../src/ui/shared/network/connection';
import { QueryState } from '../../../src/ui/shared/query/query-state';
import { usePortalQuery } from '../../../src/ui/shared/query/use-portal-query';
import { useReconnectionProbe } from '../../../src/ui/shared/query/use-reconnection-probe';
import { onlineAfterEach, setConnection } from '../support/connection';
import { portalProviders } from '../support/portal-providers';

/** A server that answers each read when the test says so. */
class ScriptedServer {
  readonly reads: { answer: (value: string[]) => void; fail: (error: unknown) => void }[] = [];

  read = () => new Promise<string[]>((answer, fail) => this.reads.push({ answer, fail }));

  last() {
    const read = this.reads.at(-1);
    if (!read) throw new Error('no read under way');
    return read;
  }
}

function TripsPanel({ server, name = 'Trips' }: { server: ScriptedServer; name?: string }) {
  const query = usePortalQuery([name], () => server.read());
  return (
    <>
      <button onClick={() => void query.refetch()}>Refresh</button>
      <QueryState query={query} loading={<Skeleton data-testid="skeleton" height="4" />}>
        {(trips) => (
          <ul aria-label={name}>
            {trips.map((trip) => (
              <li key={trip}>{trip}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

async function renderPanel(ui: (server: ScriptedServer) => ReactNode) {
  const server = new ScriptedServer();
  const { Wrapper, state } = await portalProviders();
  render(<Wrapper>{ui(server)}</Wrapper>);
  return { server, state, user: userEvent.setup() };
}

describe('reads and the connection (docs/adr/0012-offline-reading.md)', () => {
  onlineAfterEach();

  it('says at once that a list never read needs the network, and reads it when the connection returns', async () => {
    await setConnection('offline');
    const { server, state } = await renderPanel((s) => <TripsPanel server={s} />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('You are offline');
    expect(notice).toHaveTextContent('it loads as soon as the connection returns');
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(server.reads).toHaveLength(0);
    expect(state.errors.error).toBeNull();

    await setConnection('online');
    await waitFor(() => expect(server.reads).toHaveLength(1));
    await act(async () => server.last().answer(['Termini → Colosseo']));
    expect(await screen.findByRole('list', { name: 'Trips' })).toHaveTextContent('Termini → Colosseo');
  });

  it('offers a retry offline that goes when the connection returns', async () => {
    await setConnection('offline');
    const { server, user } = await renderPanel((s) => <TripsPanel server={s} />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(server.reads).toHaveLength(0);
    await setConnection('online');
    await waitFor(() => expect(server.reads.length).toBeGreaterThan(0));
  });

  it('says offline, not a server error, when the connection drops during a first read', async () => {
    const { server } = await renderPanel((s) => <TripsPanel server={s} />);
    await setConnection('offline');
    await act(async () => server.last().fail(new ServiceFailure('network', 'Network Error')));
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never replaces a list already shown with an error when a later read fails', async () => {
    const { server, user } = await renderPanel((s) => <TripsPanel server={s} />);
    await act(async () => server.last().answer(['Termini → Colosseo']));
    await screen.findByRole('list', { name: 'Trips' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await act(async () => server.last().fail(new ServiceFailure('network', 'Network Error')));
    expect(screen.getByRole('list', { name: 'Trips' })).toHaveTextContent('Termini → Colosseo');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still shows a failure in words when nothing was read and the device is online', async () => {
    const { server } = await renderPanel((s) => <TripsPanel server={s} />);
    await act(async () => server.last().fail(new ServiceFailure('server')));
    expect(await screen.findByRole('alert')).toHaveTextContent('This information could not be loaded');
  });
});

describe('an operator out of reach while the device says it is online (docs/adr/0012-offline-reading.md)', () => {
  onlineAfterEach();

  it('counts as offline after a read fails for the network, and online again after an answer', async () => {
    const { server } = await renderPanel((s) => (
      <>
        <TripsPanel server={s} />
        <Connection />
      </>
    ));
    await act(async () => server.last().fail(new ServiceFailure('network', 'Network Error')));
    expect(await screen.findByText('Connection: offline')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => server.last().answer(['Termini → Colosseo']));
    expect(await screen.findByText('Connection: online')).toBeInTheDocument();
  });

  it('reads again by itself, once the operator answers, what failed while it was out of reach', async () => {
    const payments = new ScriptedServer();
    const { server: trips, user } = await renderPanel((s) => (
      <>
        <TripsPanel server={s} />
        <TripsPanel server={payments} name="Payments" />
        <ReconnectionProbe />
      </>
    ));
    await act(async () => trips.last().fail(new ServiceFailure('network', 'Network Error')));
    await act(async () => payments.last().fail(new ServiceFailure('network', 'Network Error')));
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    await act(async () => trips.last().answer(['Termini → Colosseo']));
    await waitFor(() => expect(payments.reads).toHaveLength(2));
    await act(async () => payments.last().answer(['1,50 €']));
    expect(await screen.findByRole('list', { name: 'Payments' })).toHaveTextContent('1,50 €');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

function ReconnectionProbe() {
  useReconnectionProbe(useQueryClient());
  return null;
}

function Connection() {
  return <p>Connection: {useOnline() ? 'online' : 'offline'}</p>;
}
