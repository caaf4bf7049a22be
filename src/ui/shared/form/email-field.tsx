import { EMAIL_MAX } from '../../../../contract/operator-rules.mjs';
import { TextField, type TextFieldProps } from './text-field';

/** A labelled e-mail address input (the e-mail keyboard on phones; autocompleted as an e-mail unless told). */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX} {...props} />;
}
