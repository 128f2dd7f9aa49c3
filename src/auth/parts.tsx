// Pieces the sign-in pages share: the card and form, the heading, the failure line, the e-mail
// field, the submit button and the link to the other page.
import {
  Alert,
  Box,
  Button,
  Link,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../components/AuthCard';

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

/** The card and form of a sign-in area page, under its heading. */
export const AuthForm = ({
  onSubmit,
  heading,
  children,
}: {
  onSubmit: (e: React.FormEvent) => void;
  heading: React.ReactNode;
  children: React.ReactNode;
}) => (
  <AuthCard>
    <Box component="form" onSubmit={onSubmit} noValidate>
      {heading}
      {children}
    </Box>
  </AuthCard>
);

export const AuthHeading = ({ children }: { children: React.ReactNode }) => (
  <Typography variant="h5" component="h1" color="primary" gutterBottom>
    {children}
  </Typography>
);

/** The link under a form to the other sign-in page. */
export const AuthLink = ({ to, label }: { to: string; label: string }) => (
  <Box sx={{ mt: 2, textAlign: 'center' }}>
    <Link component={RouterLink} to={to}>
      {label}
    </Link>
  </Box>
);
