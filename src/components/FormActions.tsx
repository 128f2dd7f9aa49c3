// The one layout every form shares: a note that '*' marks the required fields above the inputs,
// a summary once a save was refused by the checks, and Cancel then Save at the bottom right.
import { Alert, Box, Button, Typography } from '@mui/material';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useFormState, type FieldErrors } from 'react-hook-form';

/** How many inputs hold an error (the leaves of react-hook-form's error tree). */
export function countErrors(errors: FieldErrors | undefined): number {
  if (!errors || typeof errors !== 'object') return 0;
  let count = 0;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const node = value as { message?: unknown; type?: unknown };
    if (typeof node.type === 'string' && node.message !== undefined) count += 1;
    else count += countErrors(value as FieldErrors);
  }
  return count;
}

/** Above the inputs: what the asterisk means. */
export const RequiredNote = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate('ui.requiredNote')}
    </Typography>
  );
};

/** Once Save was pressed and the checks refused: how many fields to correct, and where. */
export const SubmitErrorSummary = () => {
  const translate = useTranslate();
  const { errors, submitCount } = useFormState();
  const count = countErrors(errors);
  if (submitCount === 0 || count === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2, width: '100%', boxSizing: 'border-box' }}>
      {translate('ui.fixErrors', { count })}
    </Alert>
  );
};

/**
 * Cancel then Save, at the bottom right. Save stays enabled on a blank form: pressing it shows
 * what is missing beside each input and in the summary, instead of a button that says nothing.
 */
export const FormActions = ({
  saveLabel = 'ra.action.save',
  onCancel,
}: {
  saveLabel?: string;
  onCancel?: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <SubmitErrorSummary />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        {onCancel && (
          <Button onClick={onCancel} color="inherit">
            {translate('ra.action.cancel')}
          </Button>
        )}
        <SaveButton label={saveLabel} alwaysEnable />
      </Box>
    </Box>
  );
};

/** FormActions as the toolbar of a react-admin SimpleForm. */
export const FormToolbar = (props: { saveLabel?: string; onCancel?: () => void }) => (
  <Toolbar sx={{ display: 'block' }}>
    <FormActions {...props} />
  </Toolbar>
);
