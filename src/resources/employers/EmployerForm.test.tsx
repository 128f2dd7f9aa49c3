import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDataProvider, renderApp } from '../../test/renderApp';
import { emptyDivision } from './employerForm';

const admins = [
  { id: 21, name: 'Ada Park', email: 'ada.park@example.com', employerAdminId: 5 },
  { id: 22, name: 'Adam Ruiz', email: 'adam.ruiz@example.com', employerAdminId: 6 },
];

describe('the division editor', { timeout: 60_000 }, () => {
  it('finds employer admins on the server as one types, a page at a time', async () => {
    const dataProvider = fakeDataProvider({
      getList: async (resource: string, params: { filter: { q?: string } }) =>
        resource === 'users' && params.filter.q === 'ada'
          ? { data: admins, total: admins.length }
          : { data: [], total: 0 },
    });
    await renderApp({ role: 'Admin', path: '/organizations/create', dataProvider });
    const input = await screen.findByLabelText('Employer admins');
    await userEvent.type(input, 'ada');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'users',
        expect.objectContaining({ filter: { role: 'EmployerAdmin', q: 'ada' } }),
      ),
    );
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Ada Park (ada.park@example.com)')).toBeInTheDocument();
    const asked = dataProvider.getList.mock.calls.filter(([resource]) => resource === 'users');
    for (const [, params] of asked) expect(params.pagination.perPage).toBeLessThanOrEqual(25);
  });

  it('shows the employer admins already on the organization by name, read in one call', async () => {
    const division = {
      ...emptyDivision(),
      id: 7,
      name: 'Corporate Executives',
      employerId: 1,
      employerName: 'Harborview Logistics, Inc.',
      producers: [],
      employerAdmins: [
        { id: 5, email: 'ada.park@example.com', userId: 21 },
        { id: 6, email: 'adam.ruiz@example.com', userId: 22 },
      ],
    };
    const dataProvider = fakeDataProvider({
      getOne: async () => ({
        data: { id: 1, name: 'Harborview', isActive: true, divisions: [division], contacts: [] },
      }),
      getMany: async (resource: string) => ({ data: resource === 'users' ? admins : [] }),
    });
    await renderApp({ role: 'Admin', path: '/organizations/1', dataProvider });
    expect(await screen.findByText('Ada Park (ada.park@example.com)')).toBeInTheDocument();
    expect(screen.getByText('Adam Ruiz (adam.ruiz@example.com)')).toBeInTheDocument();
    const reads = dataProvider.getMany.mock.calls.filter(([resource]) => resource === 'users');
    expect(reads).toHaveLength(1);
    expect(reads[0]![1].ids).toEqual([21, 22]);
  });
});
