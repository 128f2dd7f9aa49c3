// The set-password screen (spec 2, 4): reached from an invitation or reset link with userId,
// token and resetPassword; validates the link, then sets the password and returns to sign-in.
import { Box, CircularProgress, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../auth/useT';
import { AuthForm, AuthHeading, FailureAlert, SubmitButton } from '../../auth/parts';
import { useAuthForm } from '../../auth/useAuthForm';
import { api } from '../../api/client';
import { isStrongPassword, V } from '../../domain/rules';
import { PasswordField } from '../../components/PasswordField';
import { useLinkUser } from './useLinkUser';

export function passwordErrors(password: string, confirm: string) {
  return {
    password: !password ? V.required : !isStrongPassword(password) ? V.password : undefined,
    confirm: !confirm ? V.required : confirm !== password ? V.passwordMismatch : undefined,
  };
}

const NEW_PASSWORD = { autoComplete: 'new-password', fullWidth: true, margin: 'dense' } as const;

export const SetPasswordPage = () => {
  const translate = useT();
  const navigate = useNavigate();
  const link = useLinkUser();
  const form = useAuthForm({ password: '', confirm: '' }, (v) =>
    passwordErrors(v.password, v.confirm),
  );
  const save = async () => {
    if (!link) return;
    await api.json({
      method: 'POST',
      path: '/users/set-password',
      body: { userEmail: link.user.email, password: form.values.password, token: link.token },
      anonymous: true,
      silent: true,
      problemStatuses: [400],
    });
    navigate('/login', {
      replace: true,
      state: { notice: { message: 'messages.success', type: 'success' } },
    });
  };
  const t = (key: string) => translate(`pages.setPassword.${key}`);
  return (
    <AuthForm onSubmit={form.submit(save)} heading={<AuthHeading>{t('heading')}</AuthHeading>}>
      {!link ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={translate('layout.loading')} />
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('intro')} {t('rule')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="link-email">
            {link.user.email}
          </Typography>
          <FailureAlert message={form.failure} />
          <PasswordField
            label={t('newPassword')}
            name="password"
            autoFocus
            {...NEW_PASSWORD}
            {...form.field('password')}
          />
          <PasswordField
            label={t('confirmPassword')}
            name="confirm"
            {...NEW_PASSWORD}
            {...form.field('confirm')}
          />
          <SubmitButton label={t('submit')} disabled={!form.valid || form.submitting} />
        </>
      )}
    </AuthForm>
  );
};
