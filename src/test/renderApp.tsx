// Mounts the whole portal in the DOM on fakes: an authProvider signed in as one role, a
// dataProvider whose calls are spies (none answers unless a test says how), the English
// catalogs read from public/locales, and a memory router at the path a test opens.
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AuthProvider, I18nProvider } from 'react-admin';
import { vi, type Mock } from 'vitest';
import { App } from '../App';
import { canAccess } from '../domain/access';
import type { Role } from '../domain/enums';
import { i18nOptions } from '../i18n/i18nProvider';
import type { PortalDataProvider } from '../providers/data';
import { createQueryClient } from '../providers/queryClient';
import portal from '../../public/locales/en/portal.json';
import ra from '../../public/locales/en/ra.json';

/** The signed-in user of a test; ids as in the fixtures (the employee is user 4). */
export const USERS: Record<Role, { id: number; fullName: string }> = {
  Admin: { id: 1, fullName: 'Alex Morgan' },
  Producer: { id: 2, fullName: 'Daniel Reyes' },
  EmployerAdmin: { id: 3, fullName: 'Priya Shah' },
  Employee: { id: 4, fullName: 'Emilia Novak' },
};

export function fakeAuthProvider(role: Role): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => '/login',
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => USERS[role],
    getPermissions: async () => role,
    canAccess: async ({ resource, action }) => canAccess(role, { resource, action }),
  };
}

type Spied<T> = { [K in keyof T]: T[K] & Mock };

/** How a test answers some of the calls (records of any shape, as the server would send). */
type Answers = Partial<Record<keyof PortalDataProvider, (...args: never[]) => unknown>>;

/** Every call a spy; the list calls answer an empty page, the others never settle. */
export function fakeDataProvider(answers: Answers = {}): Spied<PortalDataProvider> {
  const never = () => new Promise<never>(() => {});
  const base: PortalDataProvider = {
    getList: async () => ({ data: [], total: 0 }),
    getOne: never,
    getMany: async () => ({ data: [] }),
    getManyReference: async () => ({ data: [], total: 0 }),
    create: never,
    update: never,
    updateMany: never,
    delete: never,
    deleteMany: never,
    toggleUser: never,
    resendInvitation: never,
    exportParticipants: never,
    activeProducers: async () => [],
    dashboard: never,
    revealBankAccount: never,
    afrRateEntry: never,
    afrRateTables: async () => [],
    saveAfrRates: never,
    receivableParticipants: async () => [],
    accountReceivable: never,
    participantReceivable: never,
    downloadReceivable: never,
    policy: never,
    savePolicy: never,
    exchangePolicy: never,
    policyChanges: async () => [],
    historyPage: never,
    historyCsv: never,
    accumulatedValues: never,
    planContributions: never,
    deleteAccumulatedValues: never,
    deletePlanContributions: never,
    policyHealth: async () => [],
    startImport: never,
    importProgress: never,
    importFiles: async () => [],
    failedImports: async () => [],
    fileReview: never,
    publishFiles: never,
    deleteImportFile: never,
    policyHistory: never,
    statement: never,
    statementPdf: never,
    planHistory: never,
    accumulatedHistory: never,
    planHistoryCsv: never,
    accumulatedHistoryCsv: never,
    documents: async () => [],
    uploadDocument: never,
    deleteDocument: never,
    downloadDocument: never,
    sendExampleEmail: never,
    findExampleEmployees: never,
    saveExampleEmployee: never,
    savedViews: async () => [],
    saveView: never,
    renameView: never,
    deleteView: never,
    sharedView: never,
  };
  return Object.fromEntries(
    Object.entries({ ...base, ...answers }).map(([name, fn]) => [name, vi.fn(fn as () => unknown)]),
  ) as unknown as Spied<PortalDataProvider>;
}

let i18nProvider: Promise<I18nProvider> | undefined;

/** The English catalogs, without the HTTP back end. */
export function testI18nProvider(): Promise<I18nProvider> {
  i18nProvider ??= getI18nProvider(
    i18next.createInstance(),
    { ...i18nOptions(), lng: 'en', resources: { en: { portal, ra } } },
    [{ locale: 'en', name: 'English' }],
  );
  return i18nProvider;
}

export async function renderApp({
  role,
  path,
  dataProvider = fakeDataProvider(),
}: {
  role: Role;
  path: string;
  dataProvider?: Spied<PortalDataProvider>;
}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const element = (
    <App
      dataProvider={dataProvider}
      authProvider={fakeAuthProvider(role)}
      i18nProvider={await testI18nProvider()}
      queryClient={queryClient}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return {
    ...view,
    router,
    dataProvider,
    queryClient,
    pathname: () => router.state.location.pathname,
  };
}
