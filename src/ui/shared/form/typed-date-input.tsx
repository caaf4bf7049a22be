import {
  chakra,
  useDatePickerContext,
  useDatePickerStyles,
  type DateValue,
  type HTMLChakraProps,
} from '@chakra-ui/react';
import type { InputHTMLAttributes } from 'react';

export interface TypedDateInputProps extends Pick<HTMLChakraProps<'input'>, 'textStyle'> {
  /** What the browser may fill the box with (`bday` for a date of birth). */
  readonly autoComplete?: string | undefined;
  /** What the field shows: the rider's text while typing, else the date in the locale's format. */
  readonly text: string;
  readonly describedBy?: string | undefined;
  readonly onTextChange: (text: string) => void;
  /** The rider is done typing (the field loses focus, or Enter): the text is read; answers the date it holds, if any. */
  readonly onCommit: () => DateValue | undefined;
}

type PickerInputProps = InputHTMLAttributes<HTMLInputElement> & { readonly [data: `data-${string}`]: unknown };

/**
 * The date field's text box: the picker's input — its id (the label's target), name, state,
 * placeholder and ARIA — less what the picker itself does with typed text. Zag drops every
 * character but digits and the locale's separator (so `1990-03-14` cannot be typed in English),
 * and on blur or Enter replaces text it cannot read with the calendar's focused day (today),
 * clamped to `max` (31/02 → 28/02). Without its data-part the picker never writes into this box
 * either: the text is the rider's until DateField reads it.
 */
export function TypedDateInput({
  text,
  describedBy,
  onTextChange,
  onCommit,
  textStyle,
  autoComplete,
}: TypedDateInputProps) {
  const picker = useDatePickerContext();
  const styles = useDatePickerStyles();
  const {
    onBeforeInput: _filtersCharacters,
    onInput: _parsesWhileTyping,
    onBlur: _fixesOnBlur,
    onKeyDown: _selectsOnEnter,
    defaultValue: _formatted,
    'data-scope': _scope,
    'data-part': _part,
    'data-index': _index,
    // Zag's "no value" is not the box's: typed text that is no date yet is still text.
    'data-placeholder-shown': _empty,
    ...input
  } = picker.getInputProps() as PickerInputProps;
  const commit = () => {
    const date = onCommit();
    // The calendar moves to a typed date, as to a picked one.
    if (date) picker.setFocusedValue(date);
  };
  return (
    <chakra.input
      {...input}
      css={styles.input}
      textStyle={textStyle}
      aria-describedby={describedBy}
      autoComplete={autoComplete ?? input.autoComplete}
      value={text}
      onChange={(event) => onTextChange(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        // The text is read first: submitting now would send the date the form held before it.
        event.preventDefault();
        commit();
      }}
    />
  );
}
