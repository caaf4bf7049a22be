import { Button, Checkbox, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DateField } from '../../shared/form/date-field';
import { EmailField } from '../../shared/form/email-field';
import { FormAlert } from '../../shared/form/form-alert';
import { PASSWORD_RULES_HINT, PasswordField } from '../../shared/form/password-field';
import { NAME_MAX } from '../../../../contract/operator-rules.mjs';
import { TextField } from '../../shared/form/text-field';
import { useToday } from '../../shared/form/use-today';
import { PATHS } from '../../shared/paths';
import { AccountLanguageField } from '../../shared/form/account-language-field';
import { PrivacyField } from './privacy-field';
import { useSignUpForm } from './use-sign-up-form';

/** The sign-up fields (docs/behaviour/screens.md#sign-up), the privacy disclaimer, Sign up and Back. */
export function SignUpForm() {
  const { t } = useTranslation('sign-up');
  const today = useToday();
  const { values, submitting, changeOf, submit, errorOf, fieldProps, formRef, chooseLanguage, throttled, checkedCard } =
    useSignUpForm();
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <TextField label={t('signUp.name')} autoComplete="given-name" maxLength={NAME_MAX} {...fieldProps('name')} />
          <TextField
            label={t('signUp.surname')}
            autoComplete="family-name"
            maxLength={NAME_MAX}
            {...fieldProps('surname')}
          />
        </SimpleGrid>
        <DateField
          label={t('signUp.dateOfBirth')}
          max={today}
          startView="year"
          autoComplete="bday"
          {...fieldProps('dateOfBirth')}
        />
        <EmailField
          label={t('common:fields.email')}
          placeholder={t('common:fields.emailPlaceholder')}
          {...fieldProps('email')}
        />
        <EmailField label={t('signUp.confirmEmail')} {...fieldProps('confirmEmail')} />
        <PasswordField
          label={t('signUp.password')}
          hint={t(PASSWORD_RULES_HINT)}
          autoComplete="new-password"
          {...fieldProps('password')}
        />
        <PasswordField
          label={t('signUp.confirmPassword')}
          toggleLabel={t('signUp.showConfirmPassword')}
          autoComplete="new-password"
          {...fieldProps('confirmPassword')}
        />
        <AccountLanguageField value={values.language} error={errorOf('language')} onChoose={chooseLanguage} />
        <PrivacyField checked={values.privacy} error={errorOf('privacy')} onCheckedChange={changeOf('privacy')} />
        {checkedCard && (
          <Checkbox.Root
            checked={values.keepCheckedCard === true}
            onCheckedChange={(details) => changeOf('keepCheckedCard')(details.checked === true)}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput name="keepCheckedCard" />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              {t('signUp.keepCheckedCard', { card: `${checkedCard.label} ${checkedCard.truncatedPan}` })}
            </Checkbox.Label>
          </Checkbox.Root>
        )}
        <FormAlert message={errorOf('keepCheckedCard') ?? errorOf('captcha') ?? throttled} />
        <Stack gap="3">
          <Button type="submit" size="lg" w="full" loading={submitting} loadingText={t('signUp.submitting')}>
            {t('signUp.submit')}
          </Button>
          <Button asChild variant="outline" size="lg" w="full">
            <RouterLink to={PATHS.login}>{t('signUp.back')}</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
