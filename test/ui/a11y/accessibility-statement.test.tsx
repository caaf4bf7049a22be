import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../support/render';
import { giulia, giuliasWorld } from '../features/travels/travel-fixtures';

describe('The accessibility statement', () => {
  it.each([
    ['en', 'Accessibility', /WCAG\) 2\.2 at level AA/],
    ['it', 'Accessibilità', /WCAG\) 2\.2 al livello AA/],
    ['fr', 'Accessibilité', /WCAG\) 2\.2 au niveau AA/],
    ['de', 'Barrierefreiheit', /WCAG\) 2\.2 auf Stufe AA/],
  ])(
    'is linked from the login page’s footer in %s, and says the standard, the tests, the limits and whom to tell',
    async (language, name, standard) => {
      const portal = await renderPortal({ language });
      const footer = await portal.findByRole('contentinfo');
      await portal.user.click(portal.within(footer).getByRole('link', { name }));
      expect(await portal.findByRole('heading', { level: 1, name })).toBeInTheDocument();
      expect(portal.ui.path()).toBe('/accessibility');
      expect(portal.getByText(standard)).toBeInTheDocument();
      expect(portal.getAllByRole('heading', { level: 2 })).toHaveLength(3);
      expect(portal.within(portal.getByRole('main')).getByRole('link', { name: /Metro/ })).toHaveAttribute(
        'href',
        'https://metro.example/',
      );
    },
  );

  it('is linked from the signed-in pages’ footer too, and opens in the signed-in frame', async () => {
    const portal = await renderPortal({ path: '/dashboard/travels/tickets', account: giulia, ...giuliasWorld() });
    await portal.findByText('Showing 1–3 of 3 elements');
    await portal.user.click(
      portal.within(portal.getByRole('contentinfo')).getByRole('link', { name: 'Accessibility' }),
    );
    expect(await portal.findByRole('heading', { level: 1, name: 'Accessibility' })).toBeInTheDocument();
    expect(portal.getByRole('button', { name: /Giulia Rossi/ })).toBeInTheDocument();
  });
});
