import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { fakeDataProvider, renderApp } from '../test/renderApp';

const resourcesAsked = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([resource]) => resource);

// Each test mounts the whole portal; the first one also loads its code.
describe('the route guard', { timeout: 60_000 }, () => {
  it('sends an Employee who opens /users to their home, before any user is fetched', async () => {
    const app = await renderApp({ role: 'Employee', path: '/users' });
    await waitFor(() => expect(app.pathname()).toBe('/client-overview'));
    expect(resourcesAsked(app.dataProvider.getList)).not.toContain('users');
    expect(app.dataProvider.getOne).not.toHaveBeenCalled();
  });

  it('sends an Employee home from their own profile under /users and from the edit form', async () => {
    // The home page reads the employee's own record: only from there may a record be read.
    const readFrom: string[] = [];
    let where = () => '';
    const dataProvider = fakeDataProvider({
      getOne: () => {
        readFrom.push(where());
        return new Promise(() => {});
      },
    });
    const app = await renderApp({ role: 'Employee', path: '/users/4', dataProvider });
    where = app.pathname;
    await waitFor(() => expect(app.pathname()).toBe('/client-overview'));
    await app.router.navigate('/users/4/edit');
    await waitFor(() => expect(app.pathname()).toBe('/client-overview'));
    expect(readFrom.every((path) => path === '/client-overview')).toBe(true);
  });

  it('lets an Admin, a Producer and an Employer Admin list users', async () => {
    for (const role of ['Admin', 'Producer', 'EmployerAdmin'] as const) {
      const app = await renderApp({ role, path: '/users' });
      await waitFor(() => expect(resourcesAsked(app.dataProvider.getList)).toContain('users'));
      expect(app.pathname()).toBe('/users');
      app.unmount();
    }
  });

  it('shows Not Found inside the layout for a user outside the caller’s scope', async () => {
    const dataProvider = fakeDataProvider({
      getOne: async () => {
        throw new HttpError('ra.notification.item_doesnt_exist', 404);
      },
    });
    const app = await renderApp({ role: 'Producer', path: '/users/5', dataProvider });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByText('An unexpected server error occurred.')).toBeNull();
    expect(app.pathname()).toBe('/users/5');
    expect(dataProvider.getOne).toHaveBeenCalledTimes(1);
  });
});
