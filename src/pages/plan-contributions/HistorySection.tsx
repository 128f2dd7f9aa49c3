// Plan Contributions' second table: the accumulated value history of the period and policies, a
// page at a time, and its CSV.
import { useLocaleState, useTranslate } from 'react-admin';
import type { AccumulatedHistoryRow } from '../../domain/api/statements';
import { formatDate } from '../../domain/dates';
import type { Column } from '../../components/ResponsiveTable';
import { useMoney } from '../../components/useMoney';
import { k, PER_PAGE, type PlanFilterState } from './planFilter';
import { HistoryTableSection } from './HistoryTableSection';

function useHistoryColumns(): Column<AccumulatedHistoryRow>[] {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const money = useMoney();
  const amount = (
    key: string,
    label: string,
    pick: (r: AccumulatedHistoryRow) => number | null,
  ) => ({
    key,
    label: translate(k(label)),
    align: 'right' as const,
    render: (r: AccumulatedHistoryRow) => money(pick(r)),
  });
  return [
    {
      key: 'date',
      label: translate(k('valuationDate')),
      render: (r) => formatDate(r.valuationDate, lang),
    },
    {
      key: 'policy',
      label: translate(k('policy')),
      render: (r) => `${r.policyNumber} · ${r.carrierName}`,
    },
    amount('value', 'accumulatedValue', (r) => r.accumulatedValue),
    amount('loan', 'loanBalance', (r) => r.loanBalance),
    amount('death', 'deathBenefit', (r) => r.totalDeathBenefit),
  ];
}

export const HistorySection = ({ state }: { state: PlanFilterState }) => {
  const columns = useHistoryColumns();
  const { historyFilter } = state;
  return (
    <HistoryTableSection
      queryKey="accumulated-history"
      filter={historyFilter}
      page={state.historyPage}
      onPage={state.setHistoryPage}
      readPage={(dp, pageNumber) => dp.accumulatedHistory(historyFilter, pageNumber, PER_PAGE)}
      readCsv={(dp, lang) => dp.accumulatedHistoryCsv(historyFilter, lang)}
      title="history"
      empty="noHistory"
      fileName={`accumulated-value-history-${state.time}.csv`}
      columns={columns}
      rowKey={(r) => `${r.policyId}-${r.valuationDate}`}
    />
  );
};
