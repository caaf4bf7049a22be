import { Checkbox, Field, Link, Stack, VisuallyHidden } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../shared/paths';

interface PrivacyFieldProps {
  readonly checked: boolean;
  readonly error: string | undefined;
  readonly onCheckedChange: (checked: boolean) => void;
}

/** The privacy disclaimer to accept (docs/behaviour/screens.md#sign-up), with the notice opening in a new tab. */
export const PrivacyField = memo(function PrivacyField({ checked, error, onCheckedChange }: PrivacyFieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <Stack gap="2">
      <Link
        href={PATHS.privacy}
        target="_blank"
        rel="noopener"
        color="brand.fg"
        fontWeight="medium"
        fontSize="sm"
        alignSelf="flex-start"
      >
        {t('sign-up:signUp.privacyRead')}
        <VisuallyHidden>{t('common:layout.newTab')}</VisuallyHidden>
      </Link>
      <Field.Root invalid={Boolean(error)} ids={{ errorText: errorId }}>
        <Checkbox.Root
          checked={checked}
          onCheckedChange={(details) => onCheckedChange(details.checked === true)}
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput name="privacy" aria-describedby={error ? errorId : undefined} />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>{t('sign-up:signUp.privacyAccept')}</Checkbox.Label>
        </Checkbox.Root>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
});
