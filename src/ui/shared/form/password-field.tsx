import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from '../icons/eye-icon';
import { EyeOffIcon } from '../icons/eye-off-icon';
import type { TextFieldProps } from './text-field';

/** A labelled password input with a show/hide toggle button (aria-pressed). */
export function PasswordField({ label, error, onValueChange, toggleLabel, ...input }: TextFieldProps & { toggleLabel?: string }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const errorId = useId();
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
        <Input size="lg" aria-describedby={error ? errorId : undefined} {...input} type={visible ? 'text' : 'password'} onChange={(event) => onValueChange(event.currentTarget.value)} />
      </InputGroup>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
