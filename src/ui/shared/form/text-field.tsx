import { Field, Input, type InputProps } from '@chakra-ui/react';
import { memo, useId } from 'react';

export interface TextFieldProps extends Omit<InputProps, 'onChange'> {
  readonly label: string;
  readonly error?: string | undefined;
  readonly onValueChange: (value: string) => void;
}

/** A labelled input with its error under it (announced through aria-describedby). */
export const TextField = memo(function TextField({ label, error, onValueChange, ...input }: TextFieldProps) {
  // Ark links the error only through aria-errormessage, which few screen readers announce.
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} ids={{ errorText: errorId }}>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <Input
        size="lg"
        aria-describedby={error ? errorId : undefined}
        {...input}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});
