// Plan Contributions' second table: the accumulated value history of the period and policies, a
// page at a time, and its CSV.
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AccumulatedHistoryRow } from '../../domain/api/statements';
import { formatDate } from '../../domain/dates';
import type { PortalDataProvider } from '../../providers/data';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import type { Column } from '../../components/ResponsiveTable';
import { PagedReportSection } from '../../components/report/PagedReportSection';
import { useMoney } from '../../components/useMoney';
import { k, PER_PAGE, type PlanFilterState } from './planFilter';

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
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const columns = useHistoryColumns();
  const { historyFilter, historyPage } = state;
  const history = usePortalQuery(
    ['accumulated-history', historyFilter, historyPage],
    (dp) => dp.accumulatedHistory(historyFilter, historyPage + 1, PER_PAGE),
    { placeholderData: (previous) => previous },
  );
  return (
    <PagedReportSection
      title={translate(k('history'))}
      download={{
        label: translate(k('downloadCsv')),
        started: k('csvStarted'),
        read: () => dataProvider.accumulatedHistoryCsv(historyFilter, lang),
        fileName: `accumulated-value-history-${state.time}.csv`,
      }}
      query={history}
      columns={columns}
      rowKey={(r) => `${r.policyId}-${r.valuationDate}`}
      empty={translate(k('noHistory'))}
      page={historyPage}
      perPage={PER_PAGE}
      onPage={state.setHistoryPage}
      rowsLabel={k('rows')}
    />
  );
};
