import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MONTHS } from '../../domain/enums';
import { fakeDataProvider, renderApp } from '../../test/renderApp';

const YEAR = new Date().getFullYear();
const LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WAIT = { timeout: 30_000 };

describe('AFR entry', { timeout: 90_000 }, () => {
  it('says a year has no table, refuses a wrong month, then saves the twelve rates together', async () => {
    const dataProvider = fakeDataProvider({
      afrRateTables: async () => [
        { id: 1, year: YEAR - 1, rates: Object.fromEntries(MONTHS.map((m) => [m, 4])) },
      ],
      afrRateEntry: async (year: number) => ({ id: null, year, rates: null }),
      saveAfrRates: async () => ({ id: 2, message: 'Locale: messages.saved' }),
    });
    await renderApp({ role: 'Admin', path: '/afr-entry', dataProvider });
    expect(
      await screen.findByText(new RegExp(`No AFR table has been entered for ${YEAR}\\.`), {}, WAIT),
    ).toBeInTheDocument();
    const month = (i: number) => screen.getByRole('textbox', { name: `${LABELS[i]} rate (%)` });

    fireEvent.change(month(0), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('The rate must be between 0 and 100.')).toBeInTheDocument();
    expect(dataProvider.saveAfrRates).not.toHaveBeenCalled();
    // A cleared month is a missing one, in the spec's words.
    fireEvent.change(month(1), { target: { value: '4' } });
    fireEvent.change(month(1), { target: { value: '' } });
    expect(await screen.findAllByText('This is a required field.')).not.toHaveLength(0);

    MONTHS.forEach((_, i) => fireEvent.change(month(i), { target: { value: `4.${i + 10}` } }));
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(dataProvider.saveAfrRates).toHaveBeenCalledTimes(1));
    expect(dataProvider.saveAfrRates).toHaveBeenCalledWith({
      year: YEAR,
      rates: Object.fromEntries(MONTHS.map((m, i) => [m, `4.${i + 10}`])),
    });
  });
});
