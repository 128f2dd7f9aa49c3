import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetail as Profile } from '../../domain/api/users';
import { fakeDataProvider, renderApp } from '../../test/renderApp';
import { userDetail } from '../../test/builders';

/** A row of GET /api/users: no linked lists, the name in one piece. */
const row = {
  id: 5,
  name: 'Nora Quinn',
  email: 'nora.quinn@example.com',
  phoneNumber: '(555) 201-3344',
  role: 'Employee',
  isActive: true,
  emailConfirmed: true,
  divisionId: 1,
  producerId: null,
  employerAdminId: null,
};

const profile = userDetail();

describe('opening a user from the users list', { timeout: 60_000 }, () => {
  it('shows the detail once the full record arrives, without stumbling on the list row', async () => {
    let answer!: (value: { data: Profile }) => void;
    const dataProvider = fakeDataProvider({
      getList: async (resource: string) =>
        resource === 'users' ? { data: [row], total: 1 } : { data: [], total: 0 },
      getOne: () =>
        new Promise<{ data: Profile }>((resolve) => {
          answer = resolve;
        }),
    });
    const app = await renderApp({ role: 'Admin', path: '/users', dataProvider });
    await userEvent.click(await screen.findByText('Nora Quinn'));
    await waitFor(() => expect(app.pathname()).toBe('/users/5'));
    await waitFor(() => expect(dataProvider.getOne).toHaveBeenCalled());
    answer({ data: profile });
    expect(await screen.findByRole('cell', { name: 'PL-77120' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Northwind Life' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nora Quinn' })).toBeInTheDocument();
    expect(
      screen.getByText('Harborview Logistics, Inc. · Corporate Executives'),
    ).toBeInTheDocument();
  });
});
