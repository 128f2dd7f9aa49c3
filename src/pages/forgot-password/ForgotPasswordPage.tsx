// The forgot-password screen: asks for the e-mail and confirms without revealing whether an
// account uses it (DESIGN 5.2).
import { useState } from 'react';
import { Alert, Typography } from '@mui/material';
import { useT } from '../../auth/useT';
import {
  AuthForm,
  AuthHeading,
  AuthLink,
  EmailField,
  FailureAlert,
  SubmitButton,
} from '../../auth/parts';
import { useAuthForm } from '../../auth/useAuthForm';
import { api } from '../../api/client';
import { forgotPasswordSchema } from '../../domain/validation';

const checkEmail = ({ email }: { email: string }) => {
  const check = forgotPasswordSchema.safeParse({ email });
  return { email: check.success ? undefined : check.error.issues[0]!.message };
};

export const ForgotPasswordPage = () => {
  const translate = useT();
  const [sent, setSent] = useState(false);
  const form = useAuthForm({ email: '' }, checkEmail);
  const send = async () => {
    await api.json({
      method: 'POST',
      path: '/users/forgot-password',
      body: { email: form.values.email },
      anonymous: true,
      silent: true,
      problemStatuses: [400],
    });
    setSent(true);
  };
  // The message shows once the address was typed in, not on leaving the field.
  const { onBlur: _onBlur, ...email } = form.field('email');
  return (
    <AuthForm
      onSubmit={form.submit(send)}
      heading={<AuthHeading>{translate('pages.forgotPassword.heading')}</AuthHeading>}
    >
      {sent ? (
        <Alert severity="success" role="status">
          {translate('pages.forgotPassword.sent')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('pages.forgotPassword.intro')}
          </Typography>
          <FailureAlert message={form.failure} />
          <EmailField label={translate('pages.forgotPassword.email')} {...email} />
          <SubmitButton
            label={translate('pages.forgotPassword.submit')}
            disabled={!form.valid || form.submitting}
          />
        </>
      )}
      <AuthLink to="/login" label={translate('pages.forgotPassword.backToLogin')} />
    </AuthForm>
  );
};
