import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { routesOf } from './App';
import { fakeAuthProvider, testI18nProvider } from './test/renderApp';

const Receivables = () => <p>receivables</p>;
const Carriers = () => <p>carriers</p>;
const CarrierImport = () => <p>carrier import</p>;
const Icon = () => <svg />;

describe('the routes of the page registry', () => {
  it('come from one entry per screen: a page with its sub-paths, a resource with its own routes', () => {
    const { resources, pages } = routesOf({
      'account-receivable': { page: Receivables, subpaths: [':divisionId/:selectedId'] },
      carriers: {
        resource: { list: Carriers, routes: [{ path: 'import', component: CarrierImport }] },
      },
      'afr-entry': { icon: Icon },
    });
    expect(pages.map((p) => p.path)).toEqual([
      '/account-receivable',
      '/account-receivable/:divisionId/:selectedId',
    ]);
    expect(resources.map((r) => r.name)).toEqual(['carriers']);
    expect(resources[0]!.views.routes!.map((r) => r.path)).toEqual(['import']);
    expect(resources[0]!.views.show).toBeUndefined();
  });

  it('put every view behind the route guard of its entry', async () => {
    const { resources, pages } = routesOf({
      'account-receivable': { page: Receivables, subpaths: [':divisionId/:selectedId'] },
      carriers: {
        resource: { list: Carriers, routes: [{ path: 'import', component: CarrierImport }] },
      },
    });
    const Page = pages[1]!.Page;
    const Import = resources[0]!.views.routes![0]!.component;
    const open = async (role: 'Admin' | 'EmployerAdmin' | 'Employee', path: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <AdminContext
            authProvider={fakeAuthProvider(role)}
            i18nProvider={await testI18nProvider()}
          >
            <Routes>
              <Route path="/account-receivable/:divisionId/:selectedId" element={<Page />} />
              <Route path="/carriers/import" element={<Import />} />
              <Route path="*" element={<p>home</p>} />
            </Routes>
          </AdminContext>
        </MemoryRouter>,
      );
    const view = await open('EmployerAdmin', '/account-receivable/1/2');
    expect(await screen.findByText('receivables')).toBeInTheDocument();
    view.unmount();
    await open('EmployerAdmin', '/carriers/import');
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(screen.queryByText('carrier import')).toBeNull();
  });
});
