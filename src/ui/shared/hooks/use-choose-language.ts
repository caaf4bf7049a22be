import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChooseLanguage } from '../../../core/session/choose-language';
import { useUseCase } from '../di/use-use-case';
import { useUiState } from '../state/ui-state';

/** Switches the interface language, remembers it and tells the open forms. */
export function useChooseLanguage(): (language: string) => Promise<void> {
  const { i18n } = useTranslation();
  const chooseLanguage = useUseCase(ChooseLanguage);
  const { languages } = useUiState();
  return useCallback(
    async (language: string) => {
      chooseLanguage.execute(language);
      await i18n.changeLanguage(language);
      languages.chosen$.next(language);
    },
    [i18n, chooseLanguage, languages],
  );
}
