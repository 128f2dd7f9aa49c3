// A view's name with its button: saving the list's present view under a new name, or renaming
// one. What the server refuses (a blank, long or taken name, the per-person limit) is said under
// the field; Enter submits.
import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SAVED_VIEW_NAME_MAX } from '../../domain/schemas/savedViews';
import { viewErrorText } from './viewErrors';

export interface ViewNameFormProps {
  initial?: string;
  /** Translation key of the button. */
  submitLabel: string;
  /** Throws what the server answered when the name is refused. */
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
}

export const ViewNameForm = ({
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
}: ViewNameFormProps) => {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await onSubmit(name);
      setName(initial);
      setError(undefined);
    } catch (err) {
      setError(viewErrorText(err, translate));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', width: '100%' }}
    >
      <TextField
        size="small"
        required
        label={translate('savedViews.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!error}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: SAVED_VIEW_NAME_MAX * 2 } }}
        sx={{ flex: '1 1 12rem', minWidth: 0 }}
      />
      {onCancel && (
        <Button color="inherit" onClick={onCancel} sx={{ mt: 0.5 }}>
          {translate('ra.action.cancel')}
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 0.5 }}>
        {translate(submitLabel)}
      </Button>
    </Box>
  );
};
