// The set-password screen (spec 2, 4): reached from an invitation or reset link with userId,
// token and resetPassword; validates the link, then sets the password and returns to sign-in.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../auth/useT';
import { FailureAlert, SubmitButton } from '../../auth/parts';
import { api } from '../../api/client';
import { isStrongPassword, V } from '../../domain/rules';
import type { LinkUser } from '../../domain/api/auth';
import { AuthCard } from '../../components/AuthCard';
import { PasswordField } from '../../components/PasswordField';
import { errorText, hasServerResponse } from '../../i18n/errorText';

export function passwordErrors(password: string, confirm: string) {
  return {
    password: !password ? V.required : !isStrongPassword(password) ? V.password : undefined,
    confirm: !confirm ? V.required : confirm !== password ? V.passwordMismatch : undefined,
  };
}

export const SetPasswordPage = () => {
  const translate = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = params.get('userId');
  const token = params.get('token');
  const resetPassword = params.get('resetPassword') === 'true';
  const [link, setLink] = useState<{ token: string; user: LinkUser }>();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (!userId || !token) {
      navigate('/login', { replace: true });
      return;
    }
    const controller = new AbortController();
    api
      .json<LinkUser>({
        method: 'POST',
        path: '/users/{userId}/validate-token',
        pathParams: { userId },
        body: { token, resetPassword },
        anonymous: true,
        silent: true,
        problemStatuses: [400],
        signal: controller.signal,
      })
      .then((user) => setLink({ token, user }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const message = hasServerResponse(err) ? errorText(err, translate) : (err as Error).name;
        navigate('/login', { replace: true, state: { notice: { message, type: 'error' } } });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- validate the link once per link
  }, [userId, token, resetPassword]);

  const errors = useMemo(() => passwordErrors(values.password, values.confirm), [values]);
  const valid = !errors.password && !errors.confirm;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!link || !valid || submitting) return;
    setSubmitting(true);
    setFailure(undefined);
    try {
      await api.json({
        method: 'POST',
        path: '/users/set-password',
        body: { userEmail: link.user.email, password: values.password, token: link.token },
        anonymous: true,
        silent: true,
        problemStatuses: [400],
      });
      navigate('/login', {
        replace: true,
        state: { notice: { message: 'messages.success', type: 'success' } },
      });
    } catch (err) {
      setFailure(errorText(err, translate));
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: 'password' | 'confirm') => ({
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setTouched((t) => ({ ...t, [name]: true }));
    },
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: touched[name] && !!errors[name],
    helperText: touched[name] && errors[name] ? translate(errors[name]!) : ' ',
  });

  return (
    <AuthCard>
      <Box component="form" onSubmit={submit} noValidate>
        <Typography variant="h5" component="h1" color="primary" gutterBottom>
          {translate('pages.setPassword.heading')}
        </Typography>
        {!link ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={translate('layout.loading')} />
          </Box>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('pages.setPassword.intro')} {translate('pages.setPassword.rule')}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }} data-testid="link-email">
              {link.user.email}
            </Typography>
            <FailureAlert message={failure} />
            <PasswordField
              label={translate('pages.setPassword.newPassword')}
              name="password"
              autoComplete="new-password"
              fullWidth
              margin="dense"
              autoFocus
              {...field('password')}
            />
            <PasswordField
              label={translate('pages.setPassword.confirmPassword')}
              name="confirm"
              autoComplete="new-password"
              fullWidth
              margin="dense"
              {...field('confirm')}
            />
            <SubmitButton
              label={translate('pages.setPassword.submit')}
              disabled={!valid || submitting}
            />
          </>
        )}
      </Box>
    </AuthCard>
  );
};
