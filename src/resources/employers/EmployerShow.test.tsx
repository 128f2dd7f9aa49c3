import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDataProvider, renderApp } from '../../test/renderApp';
import type { EmployerDetail as Organization } from '../../domain/api/employers';

const organization = (over: Partial<Organization> = {}): Organization => ({
  id: 1,
  name: 'Harborview Logistics, Inc.',
  isActive: true,
  divisions: [],
  contacts: [
    {
      id: 2,
      firstName: 'Rebecca',
      lastName: 'Lindqvist',
      position: 'Benefits Manager',
      phone: '(555) 688-3192',
      email: null,
    },
  ],
  ...over,
});

describe('the organization detail', { timeout: 60_000 }, () => {
  it('opened from the list, lists the contacts once the full record arrives', async () => {
    const dataProvider = fakeDataProvider({
      getList: async (resource: string) =>
        resource === 'organizations'
          ? {
              data: [
                { id: 1, name: 'Harborview Logistics, Inc.', isActive: true, divisionCount: 0 },
              ],
              total: 1,
            }
          : { data: [], total: 0 },
      getOne: async () => ({ data: organization() }),
    });
    const app = await renderApp({ role: 'Admin', path: '/organizations', dataProvider });
    await userEvent.click(await screen.findByText('Harborview Logistics, Inc.'));
    const contacts = await screen.findByRole('table', { name: 'Contacts' });
    expect(within(contacts).getByRole('cell', { name: 'Rebecca Lindqvist' })).toBeInTheDocument();
    expect(within(contacts).getByRole('cell', { name: '(555) 688-3192' })).toBeInTheDocument();
    expect(within(contacts).getByRole('cell', { name: 'Benefits Manager' })).toBeInTheDocument();
    // A contact has no page of its own: clicking one stays on the organization.
    const path = app.pathname();
    await userEvent.click(within(contacts).getByRole('cell', { name: 'Rebecca Lindqvist' }));
    expect(app.pathname()).toBe(path);
  });

  it('says so when the organization has no contacts', async () => {
    const dataProvider = fakeDataProvider({
      getOne: async () => ({ data: organization({ contacts: [] }) }),
    });
    await renderApp({ role: 'Producer', path: '/organizations/1/show', dataProvider });
    expect(await screen.findByText('This organization has no contacts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Contacts' })).toBeNull();
  });
});
