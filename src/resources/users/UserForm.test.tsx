import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDataProvider, renderApp } from '../../test/renderApp';

const form = async () => {
  await screen.findByText('Account');
  return within(document.querySelector('form')!);
};

const pickRole = async (name: string) => {
  await userEvent.click((await form()).getByRole('combobox', { name: /Role/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

describe('the user form', { timeout: 60_000 }, () => {
  it('asks for what the chosen role needs: the participant record, or the organizations', async () => {
    await renderApp({ role: 'Admin', path: '/users/create' });
    const inForm = await form();
    // A new user starts as an Employee.
    expect(inForm.getByText('Participant')).toBeInTheDocument();
    expect(inForm.getByLabelText(/Division \(plan\)/)).toBeInTheDocument();
    expect(inForm.queryByText('Organizations')).toBeNull();

    await pickRole('Producer');
    await waitFor(() => expect(inForm.queryByText('Participant')).toBeNull());
    expect(inForm.getByLabelText(/^Organizations/)).toBeInTheDocument();
    expect(inForm.getByLabelText('Producer since')).toBeInTheDocument();
    expect(inForm.queryByLabelText(/Division \(plan\)/)).toBeNull();

    await pickRole('Employer Admin');
    await waitFor(() => expect(inForm.queryByLabelText('Producer since')).toBeNull());
    expect(inForm.getByLabelText(/^Organizations/)).toBeInTheDocument();
  });

  it('offers an Employer Admin only the Employee role', async () => {
    await renderApp({ role: 'EmployerAdmin', path: '/users/create' });
    await userEvent.click((await form()).getByRole('combobox', { name: /Role/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Employee']);
  });

  it('searches the divisions on the server as one types, instead of loading them all', async () => {
    const dataProvider = fakeDataProvider();
    await renderApp({ role: 'Admin', path: '/users/create', dataProvider });
    const division = (await form()).getByLabelText(/Division \(plan\)/);
    await userEvent.type(division, 'Corp');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'divisions',
        // The whole word reaches the server once typing pauses. Waiting for it also lets the
        // search box's debounce finish inside the test, not after the page is gone.
        expect.objectContaining({ filter: { q: 'Corp' } }),
      ),
    );
    const asked = dataProvider.getList.mock.calls.filter(([resource]) => resource === 'divisions');
    for (const [, params] of asked) expect(params.pagination.perPage).toBeLessThanOrEqual(25);
  });
});
