import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeDataProvider, renderApp, USERS } from '../../test/renderApp';
import { userDetail } from '../../test/builders';

describe('the client overview', { timeout: 60_000 }, () => {
  it('shows the signed-in participant and their policies', async () => {
    const dataProvider = fakeDataProvider({
      getOne: async () => ({ data: userDetail({ id: USERS.Employee.id }) }),
    });
    await renderApp({ role: 'Employee', path: '/client-overview', dataProvider });
    expect(await screen.findByText('PL-77120')).toBeInTheDocument();
    expect(screen.getByText('Northwind Life')).toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ id: USERS.Employee.id }),
    );
  });
});
