import { describe, expect, it } from 'vitest';
import { anAccount } from '../../support/builders/account-builder';
import { renderPortal } from '../../support/render';

const giulia = anAccount().withLanguage('en').build();

describe('Route guards', () => {
  it('runs on a router built before the render, as the app builds it, and the guards still apply', async () => {
    const portal = await renderPortal({ path: '/dashboard', routerFirst: true });
    expect(await portal.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(portal.ui.path()).toBe('/');
    await portal.user.click(portal.getByRole('link', { name: 'Sign up' }));
    expect(await portal.findByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    expect(portal.ui.path()).toBe('/sign/up');
  });

  it.each(['/', '/sign/up', '/forgot_password', '/email/unconfirmed', '/reset_password/succeeded'])(
    'sends a signed-in rider from the public %s to the dashboard',
    async (path) => {
      const portal = await renderPortal({ path, account: giulia });
      expect(await portal.findByRole('heading', { level: 1, name: 'Welcome to Metro (en)' })).toBeInTheDocument();
      expect(portal.ui.path()).toBe('/dashboard');
    },
  );

  it.each(['/dashboard', '/dashboard/travels/tickets', '/dashboard/account/deletion_confirm'])(
    'sends a visitor from the protected %s to the login page',
    async (path) => {
      const portal = await renderPortal({ path });
      expect(await portal.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(portal.ui.path()).toBe('/');
    },
  );

  it.each([
    ['a visitor', undefined],
    ['a rider', giulia],
  ])('opens /privacy to %s', async (_who, account) => {
    Object.defineProperty(navigator, 'pdfViewerEnabled', { value: true, configurable: true });
    const portal = await renderPortal({ path: '/privacy', account });
    expect(await portal.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(portal.getByTitle('Metro privacy notice')).toHaveAttribute('data', '/operators/metro/privacy.pdf');
    expect(portal.getByRole('link', { name: /Open the privacy notice/ })).toHaveAttribute(
      'href',
      '/operators/metro/privacy.pdf',
    );
  });

  it('gives a phone, which shows no PDF inline, the link alone', async () => {
    Object.defineProperty(navigator, 'pdfViewerEnabled', { value: false, configurable: true });
    const portal = await renderPortal({ path: '/privacy' });
    expect(await portal.findByRole('link', { name: /Open the privacy notice/ })).toHaveAttribute(
      'href',
      '/operators/metro/privacy.pdf',
    );
    expect(portal.queryByTitle('Metro privacy notice')).not.toBeInTheDocument();
  });
});

describe('Not found', () => {
  it.each([
    ['a visitor', undefined],
    ['a rider', giulia],
  ])('shows %s the lost page with the way back', async (_who, account) => {
    const portal = await renderPortal({ path: '/no/such/page', account });
    expect(await portal.findByRole('heading', { level: 1, name: 'You missed . . .' })).toBeInTheDocument();
    expect(portal.getByRole('link', { name: 'Go back to the Portal' })).toHaveAttribute('href', '/');
  });
});

describe('Pages of the rider area', () => {
  it('are no longer the public ones: sign-up sits in the public layout, with its form', async () => {
    const portal = await renderPortal({ path: '/sign/up' });
    expect(await portal.findByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    expect(portal.queryByText('This part of the portal is not available yet.')).not.toBeInTheDocument();
    expect(portal.getByRole('banner')).toContainElement(portal.getByLabelText('Language'));
    expect(portal.getByLabelText('Date of birth')).toBeInTheDocument();
  });

  it('sit in an inner page of the rider area, with the back link', async () => {
    const portal = await renderPortal({ path: '/dashboard/account', account: giulia });
    expect(await portal.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(portal.queryByText('This part of the portal is not available yet.')).toBeNull();
    await portal.ui.click('Back to the dashboard');
    expect(await portal.findByRole('heading', { level: 1, name: 'Welcome to Metro (en)' })).toBeInTheDocument();
  });
});

describe('Layouts', () => {
  it('frame the visitor pages with the header, the footer and its credits', async () => {
    const portal = await renderPortal();
    const footer = await portal.findByRole('contentinfo');
    expect(footer).toHaveTextContent('© Metro Trasporti Urbani S.p.A.');
    expect(footer).toHaveTextContent('Tapway version 5.0.2');
    expect(footer).toHaveTextContent('Powered by');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Tapway`);
    expect(portal.getByRole('main')).toBeInTheDocument();
  });

  it("link the rider's navbar logo to the operator's site in a new tab", async () => {
    const portal = await renderPortal({ path: '/dashboard', account: giulia });
    const nav = await portal.findByRole('navigation');
    const logo = portal.within(nav).getByRole('link', { name: /Metro/ });
    expect(logo).toHaveAttribute('href', 'https://metro.example/');
    expect(logo).toHaveAttribute('target', '_blank');
    expect(logo).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});

describe('Page titles (one per route)', () => {
  it.each([
    ['/', undefined, 'Login · Metro'],
    ['/sign/up', undefined, 'Sign up · Metro'],
    ['/dashboard', giulia, 'Dashboard · Metro'],
    ['/dashboard/travels/payments', giulia, 'Payments · Metro'],
    ['/no/such/page', undefined, 'Page not found · Metro'],
  ])('names %s after the page and the operator', async (path, account, title) => {
    const portal = await renderPortal({ path, account });
    await portal.findByRole('heading', { level: 1 });
    expect(document.title).toBe(title);
  });
});
