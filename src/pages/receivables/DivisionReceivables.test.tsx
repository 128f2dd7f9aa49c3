import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiException } from '../../api/errors';
import type { AccountReceivableReport } from '../../domain/api/afr';
import { fakeDataProvider, renderApp } from '../../test/renderApp';

const division = (id: number, name: string, employerId: number, employerName: string) => ({
  id,
  name,
  employerId,
  employerName,
});
const DIVISIONS = [
  division(1, 'Corporate Executives', 1, 'Harborview Logistics, Inc.'),
  division(2, 'Regional Operations Management', 1, 'Harborview Logistics, Inc.'),
];
const row = (participantId: number, participant: string, end: number) => ({
  participantId,
  participant,
  receivableAsStart: 0,
  cummulativePreniumPaidInPeriod: end - 100,
  interestAccuredInPeriod: 100,
  totalReceivableAccruedInPeriod: end,
  repaidInPeriod: 0,
  receivableAsEnd: end,
});
const REPORT: AccountReceivableReport = {
  receivables: [row(7, 'Pamela Brown', 31086.88), row(8, 'Emily Carter', 109237.01)],
  total: {
    receivableAsStart: 0,
    cummulativePreniumPaidInPeriod: 140123.89,
    interestAccuredInPeriod: 200,
    totalReceivableAccruedInPeriod: 140323.89,
    repaidInPeriod: 0,
    receivableAsEnd: 140323.89,
  },
  employerId: 1,
  employerName: 'Harborview Logistics, Inc.',
  divisionId: 1,
  divisionName: 'Corporate Executives',
  startAt: '2025-01-01',
  endAt: '2025-12-31',
};
const PATH = '/account-receivable?division=1&start=2025-01-01&end=2025-12-31';

describe('the accounts receivable report', { timeout: 60_000 }, () => {
  it('shows the rows in the server’s order with a totals row, sorts by a column, and opens a participant', async () => {
    const dataProvider = fakeDataProvider({
      getList: async () => ({ data: DIVISIONS, total: DIVISIONS.length }),
      accountReceivable: async () => REPORT,
    });
    const { pathname } = await renderApp({ role: 'Admin', path: PATH, dataProvider });
    const table = await screen.findByTestId('ar-table', {}, { timeout: 30_000 });
    expect(dataProvider.accountReceivable).toHaveBeenCalledWith(
      { divisionId: 1, startDate: '2025-01-01', endDate: '2025-12-31' },
      expect.anything(),
    );
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1, -1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual(['Pamela Brown', 'Emily Carter']);
    expect(
      within(screen.getByTestId('ar-total'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Total', '$0.00', '$140,123.89', '$200.00', '$140,323.89', '$0.00', '$140,323.89']);
    fireEvent.click(screen.getByRole('button', { name: 'Receivable at end' }));
    fireEvent.click(screen.getByRole('button', { name: 'Receivable at end' }));
    expect(names()).toEqual(['Emily Carter', 'Pamela Brown']);
    fireEvent.click(screen.getByRole('row', { name: 'Open the receivable of Emily Carter' }));
    await waitFor(() => expect(pathname()).toBe('/account-receivable/1/8'));
  });

  it('says which AFR month is missing, in words, beside the report', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Locale: errors.afrRateMissing',
      extensions: { year: 2027, month: '01', params: { year: 2027, month: '01' } },
    };
    const dataProvider = fakeDataProvider({
      getList: async () => ({ data: DIVISIONS, total: DIVISIONS.length }),
      accountReceivable: async () => {
        throw new ApiException('Bad Request', 400, JSON.stringify(problem), {}, problem);
      },
    });
    await renderApp({ role: 'Admin', path: PATH, dataProvider });
    expect(
      await screen.findByText(
        "The AFR rate of 01/2027 has not been entered. Enter that year's rates on the AFR Entry page.",
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
  });

  it('keeps Run disabled and says why while the end date is before the start date', async () => {
    const dataProvider = fakeDataProvider({
      getList: async () => ({ data: DIVISIONS, total: DIVISIONS.length }),
    });
    await renderApp({ role: 'Admin', path: '/account-receivable?division=2', dataProvider });
    fireEvent.change(await screen.findByLabelText(/Start date/, {}, { timeout: 30_000 }), {
      target: { value: '2025-06-01' },
    });
    fireEvent.change(screen.getByLabelText(/End date/), { target: { value: '2025-05-31' } });
    expect(
      await screen.findByText('The end date must be greater than or equal to the start date.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run report' })).toBeDisabled();
    expect(dataProvider.accountReceivable).not.toHaveBeenCalled();
  });
});
