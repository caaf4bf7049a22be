import { createContext, useContext, type ReactNode } from 'react';
import type { Account } from '../../../core/session/account';
import type { LanguageSettings } from '../../../core/session/language-settings';
import { ErrorStore } from './error-store';
import { LanguageStore } from './language-store';
import { LoadingStore } from './loading-store';
import { ResetTokenStore } from './reset-token-store';
import { SessionStore } from './session-store';
import { createToastStore, type ToastStore } from './toast-store';
import { UpdateStore } from './update-store';

/** The portal's observable view state, one set per mounted portal. */
export interface UiState {
  readonly session: SessionStore;
  readonly errors: ErrorStore;
  readonly loading: LoadingStore;
  readonly languages: LanguageStore;
  readonly resetToken: ResetTokenStore;
  readonly toasts: ToastStore;
  readonly updates: UpdateStore;
}

export function createUiState(
  initialAccount: Account | null,
  languageSettings: LanguageSettings,
  updates: UpdateStore = new UpdateStore(),
): UiState {
  return {
    session: new SessionStore(initialAccount),
    errors: new ErrorStore(),
    loading: new LoadingStore(),
    languages: new LanguageStore(languageSettings),
    resetToken: new ResetTokenStore(),
    toasts: createToastStore(),
    updates,
  };
}

const UiStateContext = createContext<UiState | null>(null);

export function UiStateProvider({ state, children }: { state: UiState; children: ReactNode }) {
  return <UiStateContext.Provider value={state}>{children}</UiStateContext.Provider>;
}

export function useUiState(): UiState {
  const state = useContext(UiStateContext);
  if (!state) throw new Error('useUiState needs a UiStateProvider above it');
  return state;
}
