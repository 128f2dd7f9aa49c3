// The state of a sign-in area form: its values, which were touched, their messages (checked on
// every change, spec 5), and one submit step: nothing while invalid or under way, else the
// action, with the failure said above the form.
import { useMemo, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { MESSAGE_ARGS } from '../domain/rules';
import { errorText } from '../i18n/errorText';
import { useT } from './useT';

export function useAuthForm<F extends string>(
  initial: Record<F, string>,
  check: (values: Record<F, string>) => Partial<Record<F, string | undefined>>,
  options: {
    /** A change also clears the failure of the last try (sign-in). */
    clearFailureOnChange?: boolean;
    /** The failure's text; the server's message by default. */
    failureOf?: (err: unknown) => string;
  } = {},
) {
  const translate = useT();
  const [values, setValues] = useState(initial);
  const untouched = Object.fromEntries(Object.keys(initial).map((k) => [k, false]));
  const [touched, setTouched] = useState(untouched as Record<F, boolean>);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const errors = useMemo(() => check(values), [values]); // eslint-disable-line react-hooks/exhaustive-deps -- the check is fixed
  const valid = Object.values(errors).every((e) => !e);
  const touch = (name: F) => setTouched((t) => ({ ...t, [name]: true }));
  /** The props of a field: value, change, blur, and its message once touched. */
  const field = (name: F) => {
    const message = touched[name] ? errors[name] : undefined;
    return {
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        touch(name);
        if (options.clearFailureOnChange) setFailure(undefined);
      },
      // Leaving a field for another of the form marks it; leaving the form does not (the
      // language picker of the page, a click beside it), so no error appears unasked.
      onBlur: (e: FocusEvent<HTMLInputElement>) => {
        const next = e.relatedTarget;
        if (next instanceof Node && e.target.form?.contains(next)) touch(name);
      },
      error: !!message,
      helperText: message ? translate(message, MESSAGE_ARGS[message]) : ' ',
    };
  };
  const submit = (action: () => Promise<void>) => async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || submitting) return;
    setSubmitting(true);
    setFailure(undefined);
    try {
      await action();
    } catch (err) {
      setFailure(options.failureOf ? options.failureOf(err) : errorText(err, translate));
    } finally {
      setSubmitting(false);
    }
  };
  const reset = () => {
    setValues(initial);
    setTouched(untouched as Record<F, boolean>);
  };
  return { values, field, valid, submitting, failure, submit, reset };
}
