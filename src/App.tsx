// The portal: react-admin wired to the providers it is given (the real ones by default, fakes in
// tests), the theme, and the screens of the page registry, each behind the route guard.
import { useEffect, useState, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import {
  Admin,
  CustomRoutes,
  Resource,
  localStorageStore,
  useTranslate,
  type AuthProvider,
  type I18nProvider,
} from 'react-admin';
import { createI18nProvider } from './i18n/i18nProvider';
import { authProvider as defaultAuthProvider } from './providers/authProvider';
import { dataProvider as defaultDataProvider, type PortalDataProvider } from './providers/data';
import { createQueryClient } from './providers/queryClient';
import { Layout, ShellLoading } from './layout/Layout';
import { RedirectHome, RoleGate } from './layout/RoleGate';
import { Notifications } from './layout/Notifications';
import { lazyPage } from './layout/lazyPage';
import { NotFound } from './components/NotFound';
import { StartupError } from './components/StartupError';
import { Dashboard, PAGES, type PageEntry, type ResourceViews } from './registry';
import { theme } from './theme';

const FormExamples = lazyPage(() =>
  import('./pages/examples/FormExamples').then((m) => m.FormExamples),
);
const DialogExamples = lazyPage(() =>
  import('./pages/examples/DialogExamples').then((m) => m.DialogExamples),
);

/**
 * A view that renders only once the route guard has let the role in, so a role that may not
 * open the route is sent home before the view asks for any data.
 */
function guarded(path: string, View: ComponentType): ComponentType {
  const Guarded = () => (
    <RoleGate path={path}>
      <View />
    </RoleGate>
  );
  return Guarded;
}

const ProductName = () => <>{useTranslate()('app.title')}</>;

interface ResourceRoute {
  name: string;
  views: ResourceViews;
}

interface PageRoute {
  path: string;
  Page: ComponentType;
}

/**
 * The routes of a page registry: each resource with its views and own routes, each page at its
 * path and sub-paths; a menu-only entry has none. Every view is behind the route guard.
 */
export function routesOf(pages: Readonly<Record<string, PageEntry>>) {
  const resources: ResourceRoute[] = [];
  const customPages: PageRoute[] = [];
  for (const [path, entry] of Object.entries(pages)) {
    if ('resource' in entry) {
      const { list, show, create, edit, routes = [] } = entry.resource;
      resources.push({
        name: path,
        views: {
          ...entry.resource,
          list: list && guarded(path, list),
          show: show && guarded(path, show),
          create: create && guarded(path, create),
          edit: edit && guarded(path, edit),
          routes: routes.map((r) => ({ path: r.path, component: guarded(path, r.component) })),
        },
      });
    } else if ('page' in entry) {
      const Page = guarded(path, entry.page);
      for (const sub of ['', ...(entry.subpaths ?? [])]) {
        customPages.push({ path: sub ? `/${path}/${sub}` : `/${path}`, Page });
      }
    }
  }
  return { resources, pages: customPages };
}

// Built once: react-admin and the router compare components by identity.
const { resources: RESOURCE_ROUTES, pages: PAGE_ROUTES } = routesOf(PAGES);

export interface AppProps {
  dataProvider?: PortalDataProvider;
  authProvider?: AuthProvider;
  /** Loaded over HTTP by default. */
  i18nProvider?: I18nProvider;
  queryClient?: QueryClient;
}

/** The translations, loaded at start unless given; whether loading them failed. */
function useLoadedI18n(
  given: I18nProvider | undefined,
  store: ReturnType<typeof localStorageStore>,
) {
  const [loadedI18nProvider, setI18nProvider] = useState<I18nProvider>();
  const [startFailed, setStartFailed] = useState(false);
  useEffect(() => {
    if (!given) {
      createI18nProvider()
        .then((provider) => {
          // react-admin switches to the locale it remembers; the detected language (the address,
          // then the stored choice) wins over that memory.
          store.setItem('locale', provider.getLocale());
          setI18nProvider(provider);
        })
        .catch(() => setStartFailed(true));
    }
  }, [given, store]);
  return { loadedI18nProvider, startFailed };
}

export const App = ({
  dataProvider = defaultDataProvider,
  authProvider = defaultAuthProvider,
  i18nProvider: givenI18nProvider,
  queryClient: givenQueryClient,
}: AppProps) => {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [store] = useState(() => localStorageStore());
  const { loadedI18nProvider, startFailed } = useLoadedI18n(givenI18nProvider, store);
  const i18nProvider = givenI18nProvider ?? loadedI18nProvider;
  if (startFailed) return <StartupError />;
  if (!i18nProvider) return null;
  return (
    <Admin
      disableTelemetry
      // Shown by react-admin's own error pages; pages give their own title.
      title={<ProductName />}
      theme={theme}
      store={store}
      i18nProvider={i18nProvider}
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      // The sign-in pages are served outside react-admin (src/auth); its redirects to /login
      // hand over to them.
      loginPage={false}
      layout={Layout}
      // A deep link shows the frame at once while the session is verified.
      loading={ShellLoading}
      dashboard={Dashboard}
      requireAuth
      accessDenied={RedirectHome}
      catchAll={NotFound}
      notification={Notifications}
    >
      {RESOURCE_ROUTES.map(({ name, views: { routes = [], ...views } }) => (
        <Resource
          key={name}
          name={name}
          {...views}
          recordRepresentation={views.recordRepresentation as never}
        >
          {routes.map(({ path, component: View }) => (
            <Route key={path} path={path} element={<View />} />
          ))}
        </Resource>
      ))}
      <CustomRoutes noLayout>
        <Route path="/form-examples" element={<FormExamples />} />
        <Route path="/dialog-examples" element={<DialogExamples />} />
      </CustomRoutes>
      <CustomRoutes>
        {PAGE_ROUTES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
};
