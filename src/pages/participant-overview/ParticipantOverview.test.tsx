import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MonthlySeries, YearlyStatement } from '../../domain/api/statements';
import { fakeDataProvider, renderApp } from '../../test/renderApp';

const series = (year: number, values: (number | null)[]): MonthlySeries => {
  const months = [
    'jan',
    'feb',
    'mar',
    'apr',
    'may',
    'jun',
    'jul',
    'aug',
    'sep',
    'oct',
    'nov',
    'dec',
  ];
  const present = values.flatMap((v, i) => (v === null ? [] : [i + 1]));
  return {
    ...(Object.fromEntries(months.map((m, i) => [m, values[i] ?? null])) as Record<
      string,
      number | null
    >),
    yearCalculate: year,
    monthLatest: present.at(-1) ?? null,
    yearLatest: year,
    latestValue: values[(present.at(-1) ?? 1) - 1] ?? null,
    isEmptyFirstMonth: values[0] === null,
    segmentMonth: present,
  } as MonthlySeries;
};

const statement = (year: number): YearlyStatement => ({
  year,
  minYearSelected: 2019,
  asOf: `${year}-12-31`,
  participant: {
    clientId: 1,
    userId: 4,
    name: 'Emily Carter',
    planName: 'Deferred Plan',
    employerName: 'Harborview',
  },
  totalPlanValue: series(
    year,
    Array.from({ length: 12 }, (_, i) => 1000 * (i + 1)),
  ),
  planContributions: series(
    year,
    Array.from({ length: 12 }, (_, i) => 100 * (i + 1)),
  ),
  totals: { totalPlanValue: 12000, deathBenefit: 250000, contributionsInYear: 1200 },
  policies: [
    {
      id: 7,
      policyNumber: 'PL-77120',
      carrierId: 1,
      carrierName: 'Northwind Life',
      productName: 'Flex UL',
      accountLabel: null,
      anniversaryDate: '2019-01-15',
      status: 'Active',
      statusAppliedAsOf: null,
      lastValuationDate: `${year}-12-31`,
      lastAccumulatedValue: 12000,
      loanBalance: 0,
      netAccumulatedValue: 12000,
      deathBenefit: 250000,
      totalContributionValue: 5000,
      exchangedPolicyFor: null,
      exchangedFrom: null,
      beneficiaries: [{ id: 1, name: 'Diane Carter', type: 'Primary', percent: 100 }],
      allocations: [{ id: 1, investmentName: 'Bond Fund', percent: 100 }],
    },
  ],
  deathBenefits: [
    {
      id: 7,
      lastValuationDate: `${year}-12-31`,
      carrierName: 'Northwind Life',
      policyNumber: 'PL-77120',
      accountLabel: null,
      deathBenefit: 250000,
      amountToPlanSponsor: 4321.5,
      amountToBeneficiary: 245678.5,
      beneficiary: 'Diane Carter (100%)',
      policyNumberExchangedFor: null,
    },
  ],
  missingRate: null,
});

describe('the client overview', { timeout: 60_000 }, () => {
  it('shows the statement figures, the death benefit split and reloads for another year', async () => {
    const dataProvider = fakeDataProvider({
      statement: async (year: number) => statement(year),
    });
    await renderApp({ role: 'Employee', path: '/client-overview', dataProvider });
    expect(await screen.findByText('$12,000.00', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('$250,000.00', { selector: 'p' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Death benefit' });
    expect(within(table).getByText('$4,321.50')).toBeInTheDocument();
    expect(within(table).getByText('$245,678.50')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'PL-77120' })).toHaveTextContent('Diane Carter');
    const thisYear = new Date().getUTCFullYear();
    expect(dataProvider.statement).toHaveBeenCalledWith(thisYear, undefined);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Year' }));
    fireEvent.click(await screen.findByRole('option', { name: '2021' }));
    await waitFor(() => expect(dataProvider.statement).toHaveBeenCalledWith(2021, undefined));
  });

  it('asks for the statement as of a past date', async () => {
    const dataProvider = fakeDataProvider({ statement: async (year: number) => statement(year) });
    await renderApp({ role: 'Employee', path: '/client-overview', dataProvider });
    const date = await screen.findByLabelText('As of');
    fireEvent.change(date, { target: { value: '2023-06-30' } });
    await waitFor(() => expect(dataProvider.statement).toHaveBeenCalledWith(2023, '2023-06-30'));
  });
});
