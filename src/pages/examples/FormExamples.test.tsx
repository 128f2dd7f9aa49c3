import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExampleEmployee } from '../../domain/api/examples';
import { fakeDataProvider, renderApp } from '../../test/renderApp';

const employee: ExampleEmployee = {
  id: 9,
  userId: 17,
  firstName: 'Brandon',
  lastName: 'Adams',
  email: 'brandon.adams@example.com',
  phoneNumber: '(555) 771-6539',
  dateOfBirth: '1965-04-12',
  employerName: 'Pinecrest Manufacturing Co.',
  planName: 'Executive Bonus Plan',
  statusType: 'ActiveContributing',
  isActive: true,
};

describe('form examples', { timeout: 60_000 }, () => {
  it('lets an Admin find an employee and save their record through the example calls', async () => {
    const dataProvider = fakeDataProvider({
      findExampleEmployees: async () => ({
        resultCount: 1,
        pageNumber: 1,
        pageSize: 5,
        rows: [employee],
      }),
      saveExampleEmployee: async () => ({ id: 9, message: 'Locale: messages.saved' }),
    });
    await renderApp({ role: 'Admin', path: '/form-examples', dataProvider });
    const section = await screen.findByRole(
      'region',
      { name: 'An employee record through the API' },
      { timeout: 10_000 },
    );
    fireEvent.change(within(section).getByLabelText('Name or e-mail'), {
      target: { value: ' adams ' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Find' }));
    fireEvent.click(await within(section).findByText(/Brandon Adams/));
    expect(dataProvider.findExampleEmployees).toHaveBeenCalledWith('adams');
    const first = await within(section).findByLabelText(/First name/);
    expect(first).toHaveValue('Brandon');
    fireEvent.change(first, { target: { value: 'Brendan' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.saveExampleEmployee).toHaveBeenCalledWith({
        id: 9,
        firstName: 'Brendan',
        lastName: 'Adams',
        phoneNumber: '(555) 771-6539',
        dateOfBirth: '1965-04-12',
      }),
    );
  });

  it('keeps a required name from being sent empty', async () => {
    const dataProvider = fakeDataProvider({
      findExampleEmployees: async () => ({
        resultCount: 1,
        pageNumber: 1,
        pageSize: 5,
        rows: [employee],
      }),
    });
    await renderApp({ role: 'Admin', path: '/form-examples', dataProvider });
    const section = await screen.findByRole(
      'region',
      { name: 'An employee record through the API' },
      { timeout: 10_000 },
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Find' }));
    fireEvent.click(await within(section).findByText(/Brandon Adams/));
    fireEvent.change(await within(section).findByLabelText(/First name/), {
      target: { value: '' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('This is a required field.')).toBeInTheDocument();
    expect(dataProvider.saveExampleEmployee).not.toHaveBeenCalled();
  });

  it('shows a Producer the example form without the employee record', async () => {
    await renderApp({ role: 'Producer', path: '/form-examples' });
    await screen.findByText(/Every field validates as you type/, undefined, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'An employee record through the API' })).toBeNull();
  });
});
