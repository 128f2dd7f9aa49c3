// Pieces the sign-in pages share: the failure line, the e-mail field and the submit button.
import { Alert, Button, TextField, type TextFieldProps } from '@mui/material';

export const FailureAlert = ({ message }: { message?: string }) =>
  message ? (
    <Alert severity="error" sx={{ mb: 2 }} role="alert">
      {message}
    </Alert>
  ) : null;

export const EmailField = (props: TextFieldProps) => (
  <TextField
    name="email"
    type="email"
    autoComplete="username"
    autoFocus
    fullWidth
    margin="dense"
    {...props}
  />
);

export const SubmitButton = ({
  label,
  disabled,
  icon,
}: {
  label: string;
  disabled: boolean;
  icon?: React.ReactNode;
}) => (
  <Button
    type="submit"
    variant="contained"
    size="large"
    fullWidth
    disabled={disabled}
    sx={{ mt: 2 }}
    startIcon={icon}
  >
    {label}
  </Button>
);
