import { HStack, NativeSelect, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChooseLanguage } from '../../shared/hooks/use-choose-language';
import { useObservable } from '../../shared/hooks/use-observable';
import { useUiState } from '../../shared/state/ui-state';
import { GlobeIcon } from '../../shared/icons/globe-icon';
import { languageEndonym } from '../../shared/language-endonym';

/** The interface language picker; each language is named in its own words. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const offered = useObservable(useUiState().languages.offered$);
  const choose = useChooseLanguage();
  const id = useId();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <HStack gap="2">
      <GlobeIcon boxSize="5" />
      <VisuallyHidden asChild>
        <label htmlFor={id}>{t('language.label')}</label>
      </VisuallyHidden>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          autoComplete="language"
          id={id}
          value={current}
          onChange={(event) => void choose(event.currentTarget.value)}
          bg="bg"
          color="fg"
          borderColor="transparent"
          minW="32"
          focusVisibleRing="outside"
        >
          {offered.map((language) => (
            <option key={language} value={language} lang={language}>
              {languageEndonym(language)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator aria-hidden="true" color="fg" />
      </NativeSelect.Root>
    </HStack>
  );
}
