// The sign-in screen (spec 2): e-mail and password, 'Continue' enabled only when the form is
// valid and not submitting, Enter submits, and a signed-in user goes straight to their home.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, CircularProgress, Link, Typography } from '@mui/material';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { session } from '../../api/session';
import { authProvider } from '../../providers/authProvider';
import { useT } from '../../auth/useT';
import { EmailField, FailureAlert, SubmitButton } from '../../auth/parts';
import { homeRoute } from '../../domain/access';
import { loginErrors } from '../../domain/rules';
import { AuthCard } from '../../components/AuthCard';
import { PasswordField } from '../../components/PasswordField';
import { errorText, hasServerResponse } from '../../i18n/errorText';

type Field = 'email' | 'password';

export const LoginPage = () => {
  const translate = useT();
  const navigate = useNavigate();
  // A notice handed over by the page that sent the user here (e.g. 'Success' after set-password).
  const notice = (
    useLocation().state as { notice?: { message: string; type: 'success' | 'error' } }
  )?.notice;
  const [values, setValues] = useState({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const current = session.get();

  useEffect(() => {
    document.title = translate('app.title');
  }, [translate]);

  // Validation runs on every change (spec 5).
  const errors: Partial<Record<Field, string>> = useMemo(() => loginErrors(values), [values]);
  const valid = Object.keys(errors).length === 0;

  if (current?.accessToken) return <Navigate to={homeRoute(current.user.role)} replace />;

  const change = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setTouched((t) => ({ ...t, [field]: true }));
    setFailure(undefined);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || submitting) return;
    setSubmitting(true);
    setFailure(undefined);
    try {
      const { redirectTo } = (await authProvider.login(values)) as { redirectTo: string };
      setValues({ email: '', password: '' });
      setTouched({ email: false, password: false });
      navigate(redirectTo, { replace: true });
    } catch (err) {
      // Without a server answer, the error's own title (spec 8).
      setFailure(
        hasServerResponse(err)
          ? errorText(err, translate)
          : (err as Error)?.name || translate('errors.unexpected'),
      );
      setSubmitting(false);
    }
  };

  const helper = (field: Field) =>
    touched[field] && errors[field] ? translate(errors[field]!) : ' ';

  return (
    <AuthCard>
      <Box component="form" onSubmit={submit} noValidate>
        <Typography variant="h6" component="h1" color="text.secondary">
          {translate('pages.login.heading')}
        </Typography>
        <Typography variant="h4" component="p" color="primary" sx={{ mb: 3, fontWeight: 600 }}>
          {translate('app.title')}
        </Typography>
        {notice && !failure && (
          <Alert severity={notice.type} sx={{ mb: 2 }} role="status">
            {translate(notice.message)}
          </Alert>
        )}
        <FailureAlert message={failure} />
        <EmailField
          label={translate('pages.login.email')}
          value={values.email}
          onChange={change('email')}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
          error={touched.email && !!errors.email}
          helperText={helper('email')}
        />
        <PasswordField
          label={translate('pages.login.password')}
          name="password"
          autoComplete="current-password"
          fullWidth
          margin="dense"
          value={values.password}
          onChange={change('password')}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          error={touched.password && !!errors.password}
          helperText={helper('password')}
        />
        <SubmitButton
          label={translate('pages.login.continue')}
          disabled={!valid || submitting}
          icon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        />
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to="/forgot-password">
            {translate('pages.login.forgotPassword')}
          </Link>
        </Box>
      </Box>
    </AuthCard>
  );
};
