import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { memo, useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from '../icons/eye-icon';
import { EyeOffIcon } from '../icons/eye-off-icon';
import { PASSWORD_MAX } from '../../../../contract/operator-rules.mjs';
import type { TextFieldProps } from './text-field';

/** The rules a new password must meet, shown before the rider fails them (sign-up, reset, change). */
export const PASSWORD_RULES_HINT = 'common:password.rules';

export interface PasswordFieldProps extends TextFieldProps {
  readonly toggleLabel?: string;
  /** A line under the field, read with it (e.g. the password rules). */
  readonly hint?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

/** A labelled password input with a show/hide toggle button (aria-pressed) and an optional hint. */
export const PasswordField = memo(function PasswordField({
  label,
  error,
  onValueChange,
  toggleLabel,
  hint,
  ...input
}: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const errorId = useId();
  const hintId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const toggle = (
    <IconButton
      aria-label={toggleLabel ?? t('password.show')}
      aria-pressed={visible}
      variant="ghost"
      size="sm"
      me="-2"
      color="fg.muted"
      onClick={() => setVisible((shown) => !shown)}
    >
      {visible ? <EyeOffIcon /> : <EyeIcon />}
    </IconButton>
  );
  return (
    <Field.Root invalid={Boolean(error)} ids={{ errorText: errorId }}>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <InputGroup endElement={toggle}>
        <Input
          size="lg"
          aria-describedby={describedBy}
          maxLength={PASSWORD_MAX}
          {...input}
          type={visible ? 'text' : 'password'}
          onChange={(event) => onValueChange(event.currentTarget.value)}
        />
      </InputGroup>
      {hint && <Field.HelperText id={hintId}>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});
