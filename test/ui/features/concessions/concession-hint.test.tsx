import { cleanup, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InMemoryConcessions } from '../../../../src/adapters/in-memory/concessions/in-memory-concessions';
import { FixedClock } from '../../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryStorage } from '../../../../src/adapters/in-memory/shared/in-memory-storage';
import type { StoredSession } from '../../../../src/core/session/stored-session';
import { anOver65Offer, rosa, rosasCards } from '../../../support/builders/concession-builder';
import { renderPortal } from '../../../support/render';

const HINT = 'You may qualify for a reduced fare';

/** Rosa, born in 1954, on 2026-11-29 in Rome; `holds`: she proved Over 65 already; `offered`: the operator offers it. */
function rosasWorld({ holds = false, offered = true } = {}) {
  const clock = new FixedClock('2026-11-29T10:00:00Z');
  const cards = rosasCards(clock);
  const world = { accountBirthdates: new Map([[41, '1954-05-20']]) };
  const policy = { maxCards: 2, renewalDays: 14, offers: [anOver65Offer()] };
  const read = { views: 0 };
  const concessions = (session: StoredSession) => {
    const made = new InMemoryConcessions(cards, session, clock, policy, 'Europe/Rome', offered, world);
    if (holds) made.grant(41, { id: 'c-over65', key: 'over65', provenBy: 'digitalIdentity', validUntil: null });
    const view = made.view.bind(made);
    made.view = (signal) => view(signal).finally(() => (read.views += 1));
    return made;
  };
  return { clock, cards, concessions, read };
}

describe("the dashboard's hint to a rider who may qualify", () => {
  it('names the age concession her date of birth reaches, leads to Discounts, and stays dismissed on the device', async () => {
    const storage = new InMemoryStorage();
    const page = await renderPortal({ path: '/dashboard', account: rosa, storage, ...rosasWorld() });
    const hint = await page.findByRole('note', { name: HINT });
    expect(hint).toHaveTextContent('Your account says you may qualify for: Over 65.');
    expect(page.within(hint).getByRole('link', { name: 'Check my eligibility' })).toHaveAttribute(
      'href',
      '/dashboard/discounts',
    );
    await page.user.click(page.within(hint).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(page.queryByRole('note', { name: HINT })).toBeNull());
    cleanup();

    const world = rosasWorld();
    const again = await renderPortal({ path: '/dashboard', account: rosa, storage, ...world });
    // The offer was read again (it still says Over 65), and the hint is not shown.
    await waitFor(() => expect(world.read.views).toBe(1));
    await again.findByRole('link', { name: /Bank cards/ });
    expect(again.queryByRole('note', { name: HINT })).toBeNull();
  });

  it('says nothing to a rider who holds it, or where the operator offers no concessions', async () => {
    const holder = rosasWorld({ holds: true });
    const page = await renderPortal({ path: '/dashboard', account: rosa, ...holder });
    await waitFor(() => expect(holder.read.views).toBe(1));
    await page.findByRole('link', { name: /Bank cards/ });
    expect(page.queryByRole('note', { name: HINT })).toBeNull();
    cleanup();
    // An operator offering no concession: no hint either.
    const none = rosasWorld({ offered: false });
    const other = await renderPortal({ path: '/dashboard', account: rosa, ...none });
    await other.findByRole('link', { name: /Bank cards/ });
    expect(other.queryByRole('note', { name: HINT })).toBeNull();
  });
});
