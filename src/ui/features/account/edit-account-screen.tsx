import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { EditAccountField } from '../../../core/account/account-settings';
import { EditAccount } from '../../../core/account/edit-account';
import { useUseCase } from '../../shared/di/use-use-case';
import { AccountLanguageField } from '../../shared/form/account-language-field';
import { NAME_MAX } from '../../../../contract/operator-rules.mjs';
import { TextField } from '../../shared/form/text-field';
import { useFieldForm } from '../../shared/form/use-field-form';
import { useChooseLanguage } from '../../shared/hooks/use-choose-language';
import { useSession } from '../../shared/hooks/use-session';
import { InnerPage } from '../../shared/inner-page';
import { PATHS } from '../../shared/paths';
import { EDIT_MESSAGES } from './account-messages';
import { FormAlert } from '../../shared/form/form-alert';

/**
 * Edit account (docs/behaviour/screens.md#edit-account): name, surname and language. Choosing a language switches
 * the interface at once; Cancel puts back the language the interface had before editing, and returns.
 */
export function EditAccountScreen() {
  const { t, i18n } = useTranslation('account', { useSuspense: true });
  // The interface's language when the rider came here: Cancel restores it (it may differ from the account's).
  const [before] = useState(() => i18n.resolvedLanguage ?? i18n.language);
  const account = useSession();
  const editAccount = useUseCase(EditAccount);
  const chooseLanguage = useChooseLanguage();
  const navigate = useNavigate();
  const { values, submitting, change, submit, errorOf, fieldProps, formRef, throttled } = useFieldForm<
    { name: string; surname: string; language: string },
    EditAccountField,
    Awaited<ReturnType<EditAccount['execute']>>
  >({
    initial: { name: account?.name ?? '', surname: account?.surname ?? '', language: account?.language ?? 'en' },
    messages: EDIT_MESSAGES,
    send: (values) => editAccount.execute(values),
    onOutcome: () => navigate(PATHS.accountChangesSucceeded),
  });
  const choose = (language: string) => {
    change('language', language);
    void chooseLanguage(language);
  };
  const cancel = async () => {
    if ((i18n.resolvedLanguage ?? i18n.language) !== before) await chooseLanguage(before);
    void navigate(PATHS.account);
  };
  return (
    <InnerPage title={t('edit.title')}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '5', md: '8' }} maxW="xl">
          <TextField label={t('edit.name')} autoComplete="given-name" maxLength={NAME_MAX} {...fieldProps('name')} />
          <TextField
            label={t('edit.surname')}
            autoComplete="family-name"
            maxLength={NAME_MAX}
            {...fieldProps('surname')}
          />
          <AccountLanguageField value={values.language} error={errorOf('language')} onChoose={choose} />
          <FormAlert message={throttled} />
          <HStack gap="3" wrap="wrap">
            <Button type="submit" loading={submitting}>
              {t('edit.apply')}
            </Button>
            <Button variant="outline" onClick={() => void cancel()}>
              {t('edit.cancel')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </InnerPage>
  );
}
