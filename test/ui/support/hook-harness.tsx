import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { DEFAULT_LANGUAGE, SHIPPED_LANGUAGES } from '../../../src/app/i18n/languages';
import { setupI18n } from '../../../src/app/i18n/setup-i18n';
import { ResolverProvider } from '../../../src/ui/shared/di/resolver-context';
import { createUiState, UiStateProvider } from '../../../src/ui/shared/state/ui-state';
import { createTestContainer } from '../../support/test-container';

export { deferred } from '../../support/deferred';

/**
 * Renders one hook inside the portal's providers (i18n, resolver on in-memory fakes, view state)
 * and a memory router whose other routes the test gives; answers the hook's latest result.
 */
export async function renderHookInPortal<R>(useHook: () => R, routes: RouteObject[] = []) {
  const i18n = await setupI18n('en', null);
  const state = createUiState(null, { shipped: SHIPPED_LANGUAGES, fallback: DEFAULT_LANGUAGE });
  const { container } = createTestContainer();
  const result: { current: R | null } = { current: null };
  function Probe(): ReactNode {
    result.current = useHook();
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }, ...routes]);
  render(
    <I18nextProvider i18n={i18n}>
      <ResolverProvider resolver={container}>
        <UiStateProvider state={state}>
          <RouterProvider router={router} />
        </UiStateProvider>
      </ResolverProvider>
    </I18nextProvider>,
  );
  return {
    hook: () => {
      if (!result.current) throw new Error('the hook has not rendered');
      return result.current;
    },
    state,
  };
}
