import { describe, expect, it } from 'vitest';
import { renderPortal, aTestOperator } from '../support/render';

describe('Toasts (spec 9)', () => {
  it.each(['Google', 'Facebook', 'Microsoft'])('say that logging in with %s is not available yet', async (provider) => {
    const portal = await renderPortal();
    await portal.ui.click(`Login with ${provider}`);
    expect(await portal.findByText(`Logging in with ${provider} is not available yet.`)).toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    const portal = await renderPortal();
    await portal.ui.click('Login with Google');
    const message = await portal.findByText('Logging in with Google is not available yet.');
    await portal.ui.click('Dismiss notification');
    await expect.poll(() => message.isConnected, { timeout: 3000 }).toBe(false);
  });

  it('appear at the top right', async () => {
    const portal = await renderPortal();
    await portal.ui.click('Login with Google');
    await portal.findByText('Logging in with Google is not available yet.');
    expect(portal.getByRole('region', { name: /Notifications/ })).toHaveAttribute('data-placement', 'top-end');
  });
});

describe('Enterprise-only operator (spec 2.4)', () => {
  it('shows its title, tagline and one sign-in button, for now announcing it is not available', async () => {
    const portal = await renderPortal({ operator: aTestOperator({ variant: 'enterprise-only' }) });
    expect(await portal.findByRole('heading', { level: 1, name: 'Metro · en portal' })).toBeInTheDocument();
    expect(portal.getByText('Travel with a tap (en)')).toBeInTheDocument();
    expect(portal.queryByLabelText('Password')).not.toBeInTheDocument();
    await portal.ui.click('Log in with your company account');
    expect(await portal.findByText('Logging in with your company account is not available yet.')).toBeInTheDocument();
  });
});
