// The public sign-in pages (login, forgot-password, set-password) as a small app of their own:
// MUI, the router, i18next and the API client, without react-admin, so the page a visitor meets
// first loads little. The portal itself is loaded once the user is signed in.
import { useEffect, useState } from 'react';
import { Box, CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { Route, Routes } from 'react-router-dom';
import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { followDocumentLanguage, i18nOptions } from '../i18n/i18nProvider';
import { LanguageMenu } from '../components/LanguageMenu';
import { COLORS } from '../themeTokens';
import { LoginPage } from '../pages/login/LoginPage';
import { ForgotPasswordPage } from '../pages/forgot-password/ForgotPasswordPage';
import { SetPasswordPage } from '../pages/set-password/SetPasswordPage';
import { StartupError } from '../components/StartupError';

/** Paths this app serves; every other path belongs to the portal. */
export const AUTH_PATHS = ['/login', '/forgot-password', '/set-password'];

const theme = createTheme({
  palette: {
    primary: { main: COLORS.primary },
    secondary: { main: COLORS.secondary },
    success: { main: COLORS.success },
  },
});

export const AuthApp = () => {
  const [instance, setInstance] = useState<i18n>();
  const [startFailed, setStartFailed] = useState(false);
  useEffect(() => {
    const created = i18next
      .createInstance()
      .use(HttpBackend)
      .use(LanguageDetector)
      .use(initReactI18next);
    followDocumentLanguage(created);
    created
      .init({ ...i18nOptions(), react: { useSuspense: false } })
      .then(() => setInstance(created))
      .catch(() => setStartFailed(true));
  }, []);
  if (startFailed) return <StartupError />;
  if (!instance) return null;
  return (
    <I18nextProvider i18n={instance}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LanguagePicker />
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/set-password" element={<SetPasswordPage />} />
        </Routes>
      </ThemeProvider>
    </I18nextProvider>
  );
};

/** The language picker at the top right of every sign-in page; the choice is stored (spec 7). */
const LanguagePicker = () => {
  const { t, i18n: instance } = useTranslation();
  return (
    <Box
      component="header"
      sx={{ position: 'fixed', top: 8, right: 8, color: 'common.white', zIndex: 1 }}
    >
      <LanguageMenu
        locale={instance.resolvedLanguage ?? instance.language}
        onChange={(lng) => void instance.changeLanguage(lng)}
        label={String(t('layout.language'))}
      />
    </Box>
  );
};
