// The sign-in screen (spec 2): e-mail and password, 'Continue' enabled only when the form is
// valid and not submitting, Enter submits, and a signed-in user goes straight to their home.
import { useEffect } from 'react';
import { Alert, CircularProgress, Typography } from '@mui/material';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { session } from '../../api/session';
import { authProvider } from '../../providers/authProvider';
import { useT } from '../../auth/useT';
import { AuthForm, AuthLink, EmailField, FailureAlert, SubmitButton } from '../../auth/parts';
import { useAuthForm } from '../../auth/useAuthForm';
import { homeRoute, landingRoute } from '../../domain/access';
import { loginErrors } from '../../domain/rules';
import { PasswordField } from '../../components/PasswordField';
import { errorText, hasServerResponse } from '../../i18n/errorText';

type Notice = { message: string; type: 'success' | 'error' };

const LoginHeading = () => {
  const translate = useT();
  return (
    <>
      <Typography variant="h6" component="h1" color="text.secondary">
        {translate('pages.login.heading')}
      </Typography>
      <Typography variant="h4" component="p" color="primary" sx={{ mb: 3, fontWeight: 600 }}>
        {translate('app.title')}
      </Typography>
    </>
  );
};

export const LoginPage = () => {
  const translate = useT();
  const navigate = useNavigate();
  // A notice handed over by the page that sent the user here (e.g. 'Success' after set-password),
  // and the page a signed-out visitor asked for (react-admin's redirect here keeps it).
  const { notice, nextPathname, nextSearch } =
    (useLocation().state as {
      notice?: Notice;
      nextPathname?: string;
      nextSearch?: string;
    } | null) ?? {};
  const form = useAuthForm({ email: '', password: '' }, loginErrors, {
    clearFailureOnChange: true,
    // Without a server answer, the error's own title (spec 8).
    failureOf: (err) =>
      hasServerResponse(err)
        ? errorText(err, translate)
        : (err as Error)?.name || translate('errors.unexpected'),
  });
  const current = session.get();
  useEffect(() => {
    document.title = translate('app.title');
  }, [translate]);
  if (current?.accessToken) return <Navigate to={homeRoute(current.user.role)} replace />;
  const signIn = async () => {
    await authProvider.login(form.values);
    form.reset();
    const requested = nextPathname ? `${nextPathname}${nextSearch ?? ''}` : undefined;
    navigate(landingRoute(session.get()?.user.role, requested), { replace: true });
  };
  return (
    <AuthForm onSubmit={form.submit(signIn)} heading={<LoginHeading />}>
      {notice && !form.failure && (
        <Alert severity={notice.type} sx={{ mb: 2 }} role="status">
          {translate(notice.message)}
        </Alert>
      )}
      <FailureAlert message={form.failure} />
      <EmailField label={translate('pages.login.email')} {...form.field('email')} />
      <PasswordField
        label={translate('pages.login.password')}
        name="password"
        autoComplete="current-password"
        fullWidth
        margin="dense"
        {...form.field('password')}
      />
      <SubmitButton
        label={translate('pages.login.continue')}
        disabled={!form.valid || form.submitting}
        icon={form.submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      />
      <AuthLink to="/forgot-password" label={translate('pages.login.forgotPassword')} />
    </AuthForm>
  );
};
