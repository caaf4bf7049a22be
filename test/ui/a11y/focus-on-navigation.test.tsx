import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../support/render';
import { giulia, giuliasWorld } from '../features/travels/travel-fixtures';

const TICKETS = '/dashboard/travels/tickets';
// The toggle that shows the trips as journeys, by day.
const JOURNEYS = /^(Journeys|By day)$/;

describe('Where the focus goes', () => {
  it('keeps the period select, focused and the same element, when a period is chosen', async () => {
    const portal = await renderPortal({ path: TICKETS, account: giulia, ...giuliasWorld() });
    await portal.findByText('Showing 1–3 of 3 elements');
    const select = portal.getByLabelText('Period');
    select.focus();
    await portal.user.selectOptions(select, 'Last 12 months');
    await portal.findByText('Showing 1–4 of 4 elements');
    expect(portal.getByLabelText('Period')).toBe(select);
    expect(select).toHaveFocus();
  });

  it('moves through the periods with the arrows without applying them, and applies the one Enter chooses', async () => {
    const portal = await renderPortal({ path: TICKETS, account: giulia, ...giuliasWorld() });
    await portal.findByText('Showing 1–3 of 3 elements');
    const select = portal.getByLabelText<HTMLSelectElement>('Period');
    select.focus();
    // What Chromium does on a closed select's arrow: the value changes and a change event fires.
    for (const option of ['lastMonth', 'last12Months', 'custom']) {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      fireEvent.change(select, { target: { value: option } });
      fireEvent.keyUp(select, { key: 'ArrowDown' });
    }
    expect(select).toHaveValue('custom');
    expect(portal.router()?.state.location.search).toBe('');
    expect(portal.queryByRole('textbox', { name: 'From' })).toBeNull();
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(await portal.findByRole('textbox', { name: 'From' })).toBeInTheDocument();
    expect(portal.router()?.state.location.search).toContain('period=custom');
    expect(select).toHaveFocus();
  });

  it('applies the period moved to with the arrows when the rider leaves the select', async () => {
    const portal = await renderPortal({ path: TICKETS, account: giulia, ...giuliasWorld() });
    await portal.findByText('Showing 1–3 of 3 elements');
    const select = portal.getByLabelText<HTMLSelectElement>('Period');
    select.focus();
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'last12Months' } });
    fireEvent.keyUp(select, { key: 'ArrowDown' });
    expect(portal.getByText('Showing 1–3 of 3 elements')).toBeInTheDocument();
    await portal.user.tab();
    await portal.findByText('Showing 1–4 of 4 elements');
  });

  it('keeps the focus on the view toggle when the journeys are shown', async () => {
    const portal = await renderPortal({ path: TICKETS, account: giulia, ...giuliasWorld() });
    await portal.findByText('Showing 1–3 of 3 elements');
    const byDay = portal.getByRole('button', { name: JOURNEYS });
    byDay.focus();
    await portal.user.keyboard('{Enter}');
    await expect.poll(() => portal.getByRole('button', { name: JOURNEYS }).getAttribute('aria-pressed')).toBe('true');
    expect(portal.getByRole('button', { name: JOURNEYS })).toHaveFocus();
  });

  it.each([
    ['Account', 'Account'],
    ['Claims and reports', 'Claims and reports'],
    ['Dashboard', /Welcome/],
  ])('moves the focus to the new page’s main after the user menu’s %s, chosen', async (item, heading) => {
    const start = item === 'Dashboard' ? '/dashboard/account' : '/dashboard';
    const portal = await renderPortal({ path: start, account: giulia, ...giuliasWorld() });
    await portal.findByRole('heading', { level: 1 });
    const trigger = portal.getByRole('button', { name: /Giulia Rossi/ });
    trigger.focus();
    await portal.user.keyboard('{Enter}');
    await portal.user.click(await portal.findByRole('menuitem', { name: item }));
    await portal.findByRole('heading', { level: 1, name: heading });
    await expect.poll(() => document.activeElement).toBe(portal.getByRole('main'));
  });
});
