// The forgot-password screen: asks for the e-mail and confirms without revealing whether an
// account uses it (DESIGN 5.2).
import { useState, type FormEvent } from 'react';
import { Alert, Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../auth/useT';
import { EmailField, FailureAlert, SubmitButton } from '../../auth/parts';
import { api } from '../../api/client';
import { forgotPasswordSchema, MESSAGE_ARGS } from '../../domain/validation';
import { AuthCard } from '../../components/AuthCard';
import { errorText } from '../../i18n/errorText';

export const ForgotPasswordPage = () => {
  const translate = useT();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const check = forgotPasswordSchema.safeParse({ email });
  const error = check.success ? undefined : check.error.issues[0]!.message;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (error || submitting) return;
    setSubmitting(true);
    setFailure(undefined);
    try {
      await api.json({
        method: 'POST',
        path: '/users/forgot-password',
        body: { email },
        anonymous: true,
        silent: true,
        problemStatuses: [400],
      });
      setSent(true);
    } catch (err) {
      setFailure(errorText(err, translate));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard>
      <Box component="form" onSubmit={submit} noValidate>
        <Typography variant="h5" component="h1" color="primary" gutterBottom>
          {translate('pages.forgotPassword.heading')}
        </Typography>
        {sent ? (
          <Alert severity="success" role="status">
            {translate('pages.forgotPassword.sent')}
          </Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('pages.forgotPassword.intro')}
            </Typography>
            <FailureAlert message={failure} />
            <EmailField
              label={translate('pages.forgotPassword.email')}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setTouched(true);
              }}
              error={touched && !!error}
              helperText={touched && error ? translate(error, MESSAGE_ARGS[error]) : ' '}
            />
            <SubmitButton
              label={translate('pages.forgotPassword.submit')}
              disabled={!!error || submitting}
            />
          </>
        )}
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to="/login">
            {translate('pages.forgotPassword.backToLogin')}
          </Link>
        </Box>
      </Box>
    </AuthCard>
  );
};
