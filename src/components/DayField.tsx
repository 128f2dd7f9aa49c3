// A calendar day typed the way the reader's language writes it: mm/dd/yyyy in English,
// dd/mm/yyyy in Vietnamese (the browser's own date input follows the browser's language, not
// the portal's, so a Vietnamese page showed mm/dd/yyyy beside dd/mm/yyyy text). The value
// travels as YYYY-MM-DD, which may also be typed or pasted in either language. The calendar
// button opens the browser's date picker on the same value.
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useLocaleState,
  useTranslate,
  type InputProps,
} from 'react-admin';
import { datePattern, formatDate, parseTypedDate } from '../domain/dates';

export type DayFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'onInvalid'> & {
  /** The day as YYYY-MM-DD, or '' for none. */
  value: string;
  /** Called with YYYY-MM-DD when the text is a day, with '' when it is cleared. */
  onChange: (day: string) => void;
  /**
   * Called with the text as typed when it is not (yet) a day; by default such text changes
   * nothing until it is one (a filter keeps its last day).
   */
  onUnreadable?: (text: string) => void;
  /** The earliest and latest days the calendar offers (YYYY-MM-DD). */
  min?: string;
  max?: string;
};

export const DayField = ({
  value,
  onChange,
  onUnreadable,
  min,
  max,
  error,
  helperText,
  onBlur,
  slotProps,
  ...props
}: DayFieldProps) => {
  const translate = useTranslate();
  const [lang = 'en'] = useLocaleState();
  const [text, setText] = useState(() => formatDate(value, lang));
  const [touched, setTouched] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, a saved view, the calendar) or another language is shown
  // anew; text being typed towards the same day is left as it is.
  useEffect(() => {
    setText((typed) =>
      parseTypedDate(typed, lang) === (value || undefined) && typed
        ? typed
        : formatDate(value, lang),
    );
  }, [value, lang]);

  const type = (typed: string) => {
    setText(typed);
    const day = parseTypedDate(typed, lang);
    if (day) onChange(day);
    else if (typed.trim() === '') onChange('');
    else onUnreadable?.(typed);
  };
  const pattern = datePattern(lang);
  const unreadable = touched && text.trim() !== '' && !parseTypedDate(text, lang);
  const blur = (e: FocusEvent<HTMLInputElement>) => {
    setTouched(true);
    // A day typed as YYYY-MM-DD is shown in the language's order once the person moves on.
    const day = parseTypedDate(text, lang);
    if (day) setText(formatDate(day, lang));
    onBlur?.(e);
  };
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    input.value = value;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <TextField
      {...props}
      value={text}
      onChange={(e) => type(e.target.value)}
      onBlur={blur}
      error={Boolean(error) || unreadable}
      helperText={
        error
          ? helperText
          : unreadable
            ? translate('validation.dayAsTyped', { pattern })
            : helperText
      }
      placeholder={pattern}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'off',
          ...(slotProps?.htmlInput as object),
        },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton
                size="small"
                edge="end"
                aria-label={translate('ui.pickDay')}
                onClick={openCalendar}
                disabled={props.disabled}
              >
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              {/* The browser's picker, under the button it opens from; never read or tabbed to. */}
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden="true"
                min={min}
                max={max}
                onChange={(e) => e.target.value && onChange(e.target.value)}
                style={{
                  position: 'absolute',
                  inset: 0,
                  opacity: 0,
                  pointerEvents: 'none',
                  width: '100%',
                  border: 0,
                  padding: 0,
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

/** A value that is a day (YYYY-MM-DD, possibly with a time after it), else undefined. */
const dayIn = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;

/** react-admin's input of a day (YYYY-MM-DD) for forms, typed as the language writes days. */
export const DayInput = ({
  source,
  label,
  helperText,
  resource,
  validate,
  isRequired: required,
  alwaysOn: _alwaysOn,
  readOnly,
  asFilter = false,
  ...rest
}: InputProps &
  Omit<DayFieldProps, 'value' | 'onChange' | 'onUnreadable' | 'defaultValue'> & {
    /** In a list's filter bar, where half-typed text must not reach the list's call. */
    asFilter?: boolean;
  }) => {
  const translate = useTranslate();
  const [lang = 'en'] = useLocaleState();
  // Text that is not a day fails the form's validation, naming the language's pattern.
  const readable = (value: unknown) =>
    typeof value === 'string' && value !== '' && !dayIn(value)
      ? translate('validation.dayAsTyped', { pattern: datePattern(lang) })
      : undefined;
  const { field, fieldState, isRequired, id } = useInput({
    source,
    resource,
    isRequired: required,
    validate: [readable, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
  });
  // As react-admin's inputs: the form's validation mode decides when a problem is found.
  const problem = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <DayField
      {...(rest as Omit<DayFieldProps, 'value' | 'onChange'>)}
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={
        label === false ? undefined : (
          <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
        )
      }
      value={dayIn(field.value) ?? ''}
      onChange={field.onChange}
      onUnreadable={asFilter ? undefined : field.onChange}
      slotProps={{ htmlInput: { readOnly } }}
      onBlur={field.onBlur}
      error={Boolean(problem)}
      helperText={<InputHelperText error={problem} helperText={helperText} />}
    />
  );
};
