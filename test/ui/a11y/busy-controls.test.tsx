import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Alerts } from '../../../src/core/alerts/alerts';
import { BusyButton } from '../../../src/ui/shared/busy-button';
import { deferred } from '../../support/deferred';
import { renderPortal } from '../../support/render';
import { giulia } from '../features/travels/travel-fixtures';
import { portalProviders } from '../support/portal-providers';

function Download({ work }: { work: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [count, setCount] = useState(0);
  const run = async () => {
    setBusy(true);
    setCount((n) => n + 1);
    await work();
    setBusy(false);
  };
  return (
    <>
      <BusyButton busy={busy} busyText="Preparing…" onClick={() => void run()}>
        Download
      </BusyButton>
      <p>Started {count}</p>
    </>
  );
}

describe('Controls that work keep the focus', () => {
  it('a busy button says so, ignores presses, and is never disabled under the focus', async () => {
    const { Wrapper } = await portalProviders();
    const held = deferred();
    render(
      <Wrapper>
        <Download work={() => held.promise} />
      </Wrapper>,
    );
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Download' });
    button.focus();
    await user.keyboard('{Enter}');
    const busy = screen.getByRole('button', { name: 'Preparing…' });
    expect(busy).toBe(button);
    expect(busy).toHaveFocus();
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Started 1')).toBeInTheDocument();
    held.resolve();
    expect(await screen.findByRole('button', { name: 'Download' })).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('an alert switch being saved keeps the focus, says it is busy, and is not turned again', async () => {
    const portal = await renderPortal({ path: '/dashboard/account', account: giulia });
    const alerts = portal.container.get(Alerts) as Alerts;
    const save = alerts.save.bind(alerts);
    const held = deferred();
    let saves = 0;
    alerts.save = async (...args: Parameters<Alerts['save']>) => {
      saves += 1;
      await held.promise;
      return save(...args);
    };
    const section = await portal.findByRole('region', { name: 'Alerts by e-mail' });
    const maxFare = await portal.within(section).findByRole('checkbox', { name: 'A maximum fare charged' });
    maxFare.focus();
    await portal.user.keyboard(' ');
    await expect.poll(() => maxFare.getAttribute('aria-busy')).toBe('true');
    expect(maxFare).toHaveFocus();
    expect(maxFare).not.toBeDisabled();
    expect(maxFare).toHaveAttribute('aria-disabled', 'true');
    await portal.user.keyboard(' ');
    held.resolve();
    expect(await portal.within(section).findByText('Saved: “A maximum fare charged” is on.')).toBeInTheDocument();
    expect(saves).toBe(1);
    expect(maxFare).toBeChecked();
    expect(maxFare).toHaveFocus();
  });
});
