import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../support/render';
import { giulia, giuliasWorld } from '../features/travels/travel-fixtures';

/** Every picture in the page that assistive technology would meet: neither hidden (itself or above) nor named. */
function exposedPictures(): string[] {
  return [...document.body.querySelectorAll('svg')]
    .filter((svg) => !svg.closest('[aria-hidden="true"]'))
    .filter((svg) => !(svg.getAttribute('role') === 'img' && svg.getAttribute('aria-label')))
    .map((svg) => svg.parentElement?.outerHTML.slice(0, 160) ?? svg.outerHTML.slice(0, 160));
}

describe('Decorative icons are hidden from assistive technology', () => {
  it('on the login page', async () => {
    const portal = await renderPortal({ path: '/' });
    await portal.findByRole('heading', { level: 1 });
    expect(exposedPictures()).toEqual([]);
  });

  it('on the sign-up page, with the calendar open', async () => {
    const portal = await renderPortal({ path: '/sign/up' });
    await portal.user.click(await portal.findByRole('button', { name: 'Open calendar' }));
    await portal.findByRole('application', { name: 'Calendar' });
    expect(exposedPictures()).toEqual([]);
  });

  it('on the trips, with the user menu open and a trip’s details', async () => {
    const portal = await renderPortal({ path: '/dashboard/travels/tickets', account: giulia, ...giuliasWorld() });
    await portal.findByText('Showing 1–3 of 3 elements');
    expect(exposedPictures()).toEqual([]);
    await portal.user.click(portal.getByRole('button', { name: /Giulia Rossi/ }));
    await portal.findByRole('menuitem', { name: 'Account' });
    expect(exposedPictures()).toEqual([]);
    await portal.user.keyboard('{Escape}');
    await portal.user.click(portal.getAllByRole('button', { name: /^Details: / })[0]!);
    await portal.findByRole('dialog', { name: 'Trip details' });
    expect(exposedPictures()).toEqual([]);
  });

  it('on the payments and the account', async () => {
    const portal = await renderPortal({ path: '/dashboard/travels/payments', account: giulia, ...giuliasWorld() });
    await portal.findByText('Showing 1–2 of 2 elements');
    expect(exposedPictures()).toEqual([]);
    await portal.user.click(portal.getAllByRole('button', { name: /^Details: / })[0]!);
    await portal.findByRole('dialog', { name: 'Payment details' });
    expect(exposedPictures()).toEqual([]);
  });
});
