// A small select of the filter bars and pickers: a labelled text field that opens a menu of
// options, each a value and what the menu shows for it.
import type { ReactNode } from 'react';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

export interface Choice<V extends string | number> {
  value: V;
  label: ReactNode;
}

export function ChoiceSelect<V extends string | number>({
  options,
  onChange,
  ...field
}: {
  options: readonly Choice<V>[];
  /** The chosen value as the menu hands it over (a number option's value stays a number). */
  onChange: (value: string) => void;
} & Omit<TextFieldProps, 'select' | 'onChange' | 'children'>) {
  return (
    <TextField select size="small" onChange={(e) => onChange(e.target.value)} {...field}>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
