import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { setupI18n } from '../../../src/app/i18n/setup-i18n';
import { ResolverProvider } from '../../../src/ui/shared/di/resolver-context';
import { createQueryClient } from '../../../src/ui/shared/query/create-query-client';
import { createUiState, UiStateProvider, type UiState } from '../../../src/ui/shared/state/ui-state';
import { anAccount } from '../../support/builders/account-builder';
import { aTestOperator } from '../../support/render';
import { createTestContainer } from '../../support/test-container';

/** The providers a shared hook or component needs, without the router and the screens. */
export async function portalProviders(
  state: UiState = createUiState(anAccount().build(), { shipped: ['en'], fallback: 'en' }),
) {
  const { container } = createTestContainer();
  const i18n = await setupI18n('en', aTestOperator());
  const queryClient = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <ResolverProvider resolver={container}>
          <UiStateProvider state={state}>
            <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
          </UiStateProvider>
        </ResolverProvider>
      </ChakraProvider>
    </I18nextProvider>
  );
  return { Wrapper, state, container };
}
