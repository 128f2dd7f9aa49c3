// Entry point of the web app. The public sign-in pages are a small app of their own; the portal
// (react-admin) loads on demand for every other path. Both run in one data browser router (a
// declarative BrowserRouter would defer react-admin's redirects).
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AUTH_PATHS, AuthApp } from './auth/AuthApp';
import { adoptLanguageParam } from './i18n/i18nProvider';

const App = lazy(() => import('./App').then((m) => ({ default: m.App })));

const Root = () => {
  const { pathname } = useLocation();
  if (AUTH_PATHS.includes(pathname.replace(/\/+$/, '') || '/')) return <AuthApp />;
  return (
    <Suspense fallback={null}>
      <App />
    </Suspense>
  );
};

// Before the router reads the address: `?lng=` becomes the stored choice and leaves the address.
adoptLanguageParam();

const router = createBrowserRouter([{ path: '*', element: <Root /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
