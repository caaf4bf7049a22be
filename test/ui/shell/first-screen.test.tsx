import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { lazyScreen } from '../../../src/ui/shared/routing/lazy-screen';
import { PATHS } from '../../../src/ui/shared/paths';
import { createPortalRoutes } from '../../../src/ui/shell/routes/create-portal-routes';
import { FEATURE_ROUTES } from '../../../src/ui/shell/routes/feature-routes';
import { loadFirstScreen } from '../../../src/ui/shell/routes/first-screen';

const Page = () => <h1>Sign up</h1>;

describe('the first page’s screen, loaded whole before the portal’s first render', () => {
  it('renders a preloaded lazy screen at once, without its fallback', async () => {
    const Screen = lazyScreen(
      () => Promise.resolve({ Page }),
      (m) => m.Page,
    );
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('still renders a lazy screen not preloaded, after its fallback', async () => {
    const Screen = lazyScreen(
      () => Promise.resolve({ Page }),
      (m) => m.Page,
    );
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('loads the matched public page’s screen and message set, and nothing for a protected page', async () => {
    const loaded: string[] = [];
    const routes = createPortalRoutes(FEATURE_ROUTES);
    const signUp = createMemoryRouter(routes, { initialEntries: [PATHS.signUp] });
    await loadFirstScreen(signUp.state.matches, (namespace) => Promise.resolve(void loaded.push(namespace)));
    expect(loaded).toEqual(['sign-up']);
    const dashboard = createMemoryRouter(routes, { initialEntries: [PATHS.dashboard] });
    await loadFirstScreen(dashboard.state.matches, (namespace) => Promise.resolve(void loaded.push(namespace)));
    expect(loaded).toEqual(['sign-up']);
  });

  it('lets the portal start when the screen cannot be loaded (the page shows its own error)', async () => {
    const failing = [{ route: { handle: { page: 'signUp', preload: () => Promise.reject(new Error('offline')) } } }];
    await expect(loadFirstScreen(failing, () => Promise.resolve())).resolves.toBeUndefined();
  });
});
