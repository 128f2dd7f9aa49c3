// The portal: react-admin wired to the portal's providers, theme, resources and pages.
import { useEffect, useState } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { createI18nProvider } from './i18n/i18nProvider';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { Layout } from './layout/Layout';
import { RedirectHome, RoleGate } from './layout/RoleGate';
import { Notifications } from './layout/Notifications';
import { lazyPage } from './layout/lazyPage';
import { NotFound } from './pages/not-found/NotFound';
import users from './resources/users';
import organizations from './resources/organizations';
import { theme } from './theme';

// Every page but sign-in loads its code on demand.
const Dashboard = lazyPage(() => import('./pages/dashboard/Dashboard').then((m) => m.Dashboard));
const FormExamples = lazyPage(() =>
  import('./pages/examples/FormExamples').then((m) => m.FormExamples),
);
const DialogExamples = lazyPage(() =>
  import('./pages/examples/DialogExamples').then((m) => m.DialogExamples),
);
const MyProfile = lazyPage(() => import('./pages/my-profile/MyProfile').then((m) => m.MyProfile));
const ClientOverview = lazyPage(() =>
  import('./pages/client-overview/ClientOverview').then((m) => m.ClientOverview),
);

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
      authProvider={authProvider}
      dataProvider={dataProvider}
      // The sign-in pages are served outside react-admin (src/auth); its redirects to /login
      // hand over to them.
      loginPage={false}
      layout={Layout}
      dashboard={Dashboard}
      requireAuth
      accessDenied={RedirectHome}
      catchAll={NotFound}
      notification={Notifications}
    >
      <Resource name="users" {...users} />
      <Resource name="organizations" {...organizations} />
      <CustomRoutes noLayout>
        <Route path="/form-examples" element={<FormExamples />} />
        <Route path="/dialog-examples" element={<DialogExamples />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route
          path="/dashboard"
          element={
            <RoleGate path="dashboard">
              <Dashboard />
            </RoleGate>
          }
        />
        <Route
          path="/my-profile"
          element={
            <RoleGate path="my-profile">
              <MyProfile />
            </RoleGate>
          }
        />
        <Route
          path="/client-overview"
          element={
            <RoleGate path="client-overview">
              <ClientOverview />
            </RoleGate>
          }
        />
      </CustomRoutes>
    </Admin>
  );
};
