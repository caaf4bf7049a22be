import { Field, NativeSelect } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable } from '../hooks/use-observable';
import { useUiState } from '../state/ui-state';
import { languageEndonym } from '../language-endonym';

interface AccountLanguageFieldProps {
  readonly value: string;
  readonly error: string | undefined;
  readonly onChoose: (language: string) => void;
}

/** The account's language, among those the portal offers, each named in its own words. */
export const AccountLanguageField = memo(function AccountLanguageField({
  value,
  error,
  onChoose,
}: AccountLanguageFieldProps) {
  const { t } = useTranslation();
  const offered = useObservable(useUiState().languages.offered$);
  const errorId = useId();
  const options = offered.includes(value) ? offered : [...offered, value];
  return (
    <Field.Root invalid={Boolean(error)} ids={{ errorText: errorId }}>
      <Field.Label fontWeight="semibold">{t('common:language.account')}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          autoComplete="language"
          name="language"
          value={value}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChoose(event.currentTarget.value)}
        >
          {options.map((language) => (
            <option key={language} value={language} lang={language}>
              {languageEndonym(language)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator aria-hidden="true" />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});
