// The portal: react-admin wired to the portal's providers, theme and pages.
import { useEffect, useState } from 'react';
import { Admin, type I18nProvider } from 'react-admin';
import { createI18nProvider } from './i18n/i18nProvider';
import { Dashboard } from './pages/dashboard/Dashboard';
import { theme } from './theme';

export const App = () => {
  const [i18nProvider, setI18nProvider] = useState<I18nProvider>();
  useEffect(() => {
    createI18nProvider().then(setI18nProvider);
  }, []);
  if (!i18nProvider) return null;
  return (
    <Admin
      disableTelemetry
      title="Benefits Portal"
      theme={theme}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
    />
  );
};
