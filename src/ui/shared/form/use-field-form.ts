import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrorCode, FieldErrors } from '../../../core/shared/field-errors';
import { isTooManyAttempts, minutesToWait } from '../../../core/shared/service-failure';
import { useAction } from '../hooks/use-action';
import { useLanguageChosen } from '../hooks/use-language-chosen';
import { useToasts } from '../toaster';
import { fieldErrorKey, type FieldMessages } from './field-error-key';

type Invalid<E extends string> = { readonly kind: 'invalid'; readonly errors: FieldErrors<E> };

export interface FieldFormOptions<V, E extends string, O extends { readonly kind: string }> {
  readonly initial: V;
  /** Per error field, the message key of each code (docs/behaviour/rules.md#validation). */
  readonly messages: FieldMessages<E>;
  /** Values the messages interpolate (the operator's minimum age…). */
  readonly messageValues?: Readonly<Record<string, string | number>>;
  /** Errors of the whole form (bot protection): shown above the button, without the "check the fields" toast. */
  readonly formLevel?: readonly E[];
  /** Per field, codes that are the operator's answer rather than a validation (a wrong password): no "check the fields" toast. */
  readonly answers?: Partial<Record<E, readonly FieldErrorCode[]>>;
  /** Runs the use case (through useAction, by the hook). */
  readonly send: (values: V) => Promise<O | Invalid<E>>;
  /** What follows any outcome but field errors. */
  readonly onOutcome: (outcome: Exclude<O, Invalid<E>>) => unknown;
}

/** Codes that answer who the rider is, not how a field is filled in. */
const ACCOUNT_ANSWERS: ReadonlySet<FieldErrorCode> = new Set([
  'NoAccountFound',
  'AccountAlreadyExists',
  'AccountAlreadyConfirmed',
  'UnconfirmedEmail',
]);

/** Whether some field's error is a validation (required, invalid, weak…): only those earn the "check the fields" toast. */
export function hasValidationError<E extends string>(
  errors: FieldErrors<E>,
  formLevel: readonly E[],
  answers: Partial<Record<E, readonly FieldErrorCode[]>>,
): boolean {
  return (Object.entries(errors) as [E, FieldErrorCode | undefined][]).some(
    ([field, code]) =>
      code !== undefined && !formLevel.includes(field) && !ACCOUNT_ANSWERS.has(code) && !answers[field]?.includes(code),
  );
}

const isInvalid = <E extends string>(outcome: { readonly kind: string }): outcome is Invalid<E> =>
  outcome.kind === 'invalid';

/**
 * A form of the portal sent to one use case (docs/behaviour/rules.md#validation): editing a field clears its error, choosing
 * a language clears them all, a submission runs once at a time, and field errors come back on
 * their fields with the generic toast, focus moving to the first field in error.
 */
export function useFieldForm<V extends object, E extends string, O extends { readonly kind: string }>(
  options: FieldFormOptions<V, E, O>,
) {
  const { t } = useTranslation();
  const run = useAction();
  const toasts = useToasts();
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<E>>({});
  const [submitting, setSubmitting] = useState(false);
  /** "Too many attempts, try again in N min.": the operator throttles guessing (429), said on the form, not in the modal. */
  const [throttled, setThrottled] = useState<string | undefined>();
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useRef(false);

  useLanguageChosen(() => setErrors({}));

  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // The same function at every render (it only sets state), so a memoised field re-renders only when its own props change.
  const change = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field as string as E] ? { ...current, [field]: undefined } : current));
  }, []);
  const handlers = useRef(new Map<string, (value: never) => void>());
  /** The field's change handler, the same function at every render. */
  const changeOf = <K extends keyof V & string>(field: K): ((value: V[K]) => void) => {
    let handler = handlers.current.get(field);
    if (!handler) {
      handler = (value: V[K]) => change(field, value);
      handlers.current.set(field, handler);
    }
    return handler as (value: V[K]) => void;
  };

  /** Sends once and follows the outcome; the form takes no other submission until both are done. */
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      setSubmitting(true);
      setThrottled(undefined);
      const outcome = await run(() =>
        options.send(values).catch((error: unknown) => {
          if (!isTooManyAttempts(error)) throw error;
          // The wait is the answer now: an earlier answer on a field no longer applies.
          setErrors({});
          setThrottled(t('common:errors.tooManyAttempts', { minutes: minutesToWait(error.retryAfterSeconds) }));
          return undefined;
        }),
      );
      setSubmitting(false);
      if (outcome) await follow(outcome);
    } finally {
      inFlight.current = false;
    }
  };

  const follow = async (outcome: O | Invalid<E>) => {
    if (!isInvalid<E>(outcome)) {
      await options.onOutcome(outcome as Exclude<O, Invalid<E>>);
      return;
    }
    focusError.current = true;
    setErrors(outcome.errors);
    if (hasValidationError(outcome.errors, options.formLevel ?? [], options.answers ?? {}))
      toasts.notify(t('common:checkFields'), 'error');
  };

  const errorOf = (field: E): string | undefined => {
    const code = errors[field];
    return code ? t(fieldErrorKey(options.messages, field, code), { ...options.messageValues }) : undefined;
  };

  /** A field's name, value, error and change handler, to spread on its input. */
  const fieldProps = <K extends keyof V & E & string>(field: K) => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    onValueChange: changeOf(field),
  });

  /** The code of a field's error, for a screen that offers a way on (e.g. a link) beside the message. */
  const codeOf = (field: E) => errors[field];

  return { values, submitting, change, changeOf, submit, errorOf, codeOf, fieldProps, formRef, throttled };
}
