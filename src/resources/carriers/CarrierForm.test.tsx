import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDataProvider, renderApp } from '../../test/renderApp';
import type { CarrierDetail } from '../../domain/api/carriers';

const carrier: CarrierDetail = {
  id: 3,
  name: 'Summit Mutual Life',
  city: 'Hartford',
  state: 'CT',
  isActive: true,
  address1: null,
  address2: null,
  zipCode: null,
  documentUrl: null,
  bankName: null,
  bankAddress: null,
  routing: null,
  accountNumber: null,
  accountName: null,
  notes: null,
  contacts: [],
  products: [
    { id: 11, productName: 'Indexed Universal Life', carrierId: 3, policyCount: 7 },
    { id: 12, productName: 'Whole Life', carrierId: 3, policyCount: 0 },
  ],
  investments: [
    {
      id: 21,
      investmentName: 'S&P 500 Index',
      type: 'Indexed',
      carrierId: 3,
      percentage: 5,
      policyCount: 2,
    },
  ],
};

describe('the carrier form', { timeout: 60_000 }, () => {
  it('asks before deleting a product, naming the policies that lose it', async () => {
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: carrier }) });
    await renderApp({ role: 'Admin', path: '/carriers/3', dataProvider });
    await screen.findByDisplayValue('Indexed Universal Life');
    const [first] = screen.getAllByRole('button', { name: 'Delete this product' });
    await userEvent.click(first!);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the product Indexed Universal Life')).toBeVisible();
    expect(
      within(dialog).getByText(
        "Deleting this product removes the option from participants' policies: 7 policies use it. It is removed when you save.",
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('This action cannot be undone.')).toBeVisible();

    // Cancelling keeps the product; confirming takes it out of the form.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByDisplayValue('Indexed Universal Life')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete this product' })[0]!);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(screen.queryByDisplayValue('Indexed Universal Life')).not.toBeInTheDocument(),
    );
    expect(screen.getByDisplayValue('Whole Life')).toBeInTheDocument();
  });

  it('asks before deleting an investment option too', async () => {
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: carrier }) });
    await renderApp({ role: 'Admin', path: '/carriers/3', dataProvider });
    await screen.findByDisplayValue('S&P 500 Index');
    await userEvent.click(screen.getByRole('button', { name: 'Delete this investment option' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the investment option S&P 500 Index')).toBeVisible();
    expect(within(dialog).getByText('This action cannot be undone.')).toBeVisible();
  });

  it('when the server reports more policies than the form showed, asks again and resends', async () => {
    const update = async (_resource: string, params: { data: { confirmRemovals?: boolean } }) => {
      if (params.data.confirmRemovals) return { data: carrier };
      throw new HttpError('errors.carrierRemovalsInUse', 409, {
        errors: {},
        products: [{ id: 11, name: 'Indexed Universal Life', policyCount: 9 }],
        investments: [],
      });
    };
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: carrier }), update });
    await renderApp({ role: 'Admin', path: '/carriers/3', dataProvider });
    await screen.findByDisplayValue('Indexed Universal Life');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete this product' })[0]!);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Product used by 9 policies')).toBeVisible();
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove and save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(2));
    const resent = dataProvider.update.mock.calls[1]![1] as {
      data: { confirmRemovals: boolean; products: { id: number }[] };
    };
    expect(resent.data.confirmRemovals).toBe(true);
    expect(resent.data.products.map((p) => p.id)).toEqual([12]);
  });
});
