import { describe, expect, it, vi } from 'vitest';
import { FakeIdentityProvider } from '../../../src/adapters/in-memory/session/fake-identity-provider';
import { renderPortal } from '../../support/render';

/** A toast on demand: a Google sign-in the rider closes. */
async function aToast() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const portal = await renderPortal({ providers: { google: new FakeIdentityProvider('google').willCancel() } });
  await portal.ui.click('Login with Google');
  const message = await portal.findByText('Sign-in with Google did not complete. Please try again.');
  return { portal, message };
}

describe('Toasts', () => {
  it('can be dismissed', async () => {
    const { portal, message } = await aToast();
    await portal.ui.click('Dismiss notification');
    await expect.poll(() => message.isConnected).toBe(false);
  });

  it('appear at the top right', async () => {
    const { portal } = await aToast();
    expect(portal.getByRole('region', { name: /Notifications/ })).toHaveAttribute('data-placement', 'top-end');
  });
});

describe('toasts are never shown twice at once', () => {
  it('keeps one "check the fields" toast however often the form is sent wrong', async () => {
    const portal = await renderPortal();
    await portal.ui.click('Login');
    await portal.findByText('Check that you have entered all the fields correctly');
    await portal.ui.click('Login');
    await portal.ui.click('Login');
    expect(portal.getAllByText('Check that you have entered all the fields correctly')).toHaveLength(1);
  });
});
