import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../support/render';
import { giulia, giuliasWorld } from '../features/travels/travel-fixtures';

describe('The rows of the lists open by a named button', () => {
  it('names each trip by its route and date, and opens it from the keyboard', async () => {
    const portal = await renderPortal({ path: '/dashboard/travels/tickets', account: giulia, ...giuliasWorld() });
    await portal.findByText('Showing 1–3 of 3 elements');
    const table = portal.getByRole('table', { name: 'Your trips' });
    const buttons = portal.within(table).getAllByRole('button', { name: /^Details: / });
    expect(buttons).toHaveLength(3);
    const colosseo = portal
      .within(table)
      .getByRole('button', { name: 'Details: Colosseo → Pigneto, 18/11/2026, 18:15:00' });
    colosseo.focus();
    await portal.user.keyboard('{Enter}');
    expect(await portal.findByRole('dialog', { name: 'Trip details' })).toHaveTextContent('Colosseo');
  });

  it('names each payment by its id, amount, status and date, and opens it from the keyboard', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({ path: '/dashboard/travels/payments', account: giulia, ...world });
    await portal.findByText('Showing 1–2 of 2 elements');
    const button = portal.getByRole('button', {
      name: new RegExp(
        `^Details: ${world.succeeded.shortId}, €\\d+\\.\\d\\d, [^,]+, \\d\\d/\\d\\d/2026, \\d\\d:\\d\\d:\\d\\d$`,
      ),
    });
    button.focus();
    await portal.user.keyboard(' ');
    expect(await portal.findByRole('dialog', { name: 'Payment details' })).toHaveTextContent('tok-4111');
  });
});
