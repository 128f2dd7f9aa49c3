// Plan Contributions' first table: the contributions of the filter, the totals per type, a page
// at a time, and the CSV.
import { Box, Chip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PlanContributionRow } from '../../domain/api/statements';
import { formatDate } from '../../domain/dates';
import type { Column } from '../../components/ResponsiveTable';
import { useMoney } from '../../components/useMoney';
import { k, PER_PAGE, type PlanFilterState } from './planFilter';
import { HistoryTableSection } from './HistoryTableSection';

const typeKey = (type: string) => `statements.transactionTypes.${type}`;

function useContributionColumns(): Column<PlanContributionRow>[] {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const money = useMoney();
  return [
    { key: 'date', label: translate(k('date')), render: (r) => formatDate(r.date, lang) },
    {
      key: 'policy',
      label: translate(k('policy')),
      render: (r) => `${r.policyNumber} · ${r.carrierName}`,
    },
    {
      key: 'type',
      label: translate(k('contributionType')),
      render: (r) => translate(typeKey(r.contributionType)),
    },
    {
      key: 'amount',
      label: translate(k('amount')),
      align: 'right',
      render: (r) => money(r.amount),
    },
  ];
}

const Totals = ({
  totals,
  total,
}: {
  totals: { contributionType: string; amount: number }[];
  total: number;
}) => {
  const translate = useTranslate();
  const money = useMoney();
  return (
    <Box
      component="section"
      aria-label={translate(k('totals'))}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1.5 }}
    >
      {totals.map((t) => (
        <Chip
          key={t.contributionType}
          // A long type name wraps on a phone instead of widening the page.
          sx={{
            maxWidth: '100%',
            height: 'auto',
            '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
          }}
          variant="outlined"
          label={`${translate(typeKey(t.contributionType))}: ${money(t.amount)}`}
        />
      ))}
      <Chip color="primary" label={`${translate(k('total'))}: ${money(total)}`} />
    </Box>
  );
};

export const ContributionsSection = ({ state }: { state: PlanFilterState }) => {
  const columns = useContributionColumns();
  const { filter } = state;
  return (
    <HistoryTableSection
      queryKey="plan-history"
      filter={filter}
      page={state.page}
      onPage={state.setPage}
      readPage={(dp, pageNumber) => dp.planHistory(filter, pageNumber, PER_PAGE)}
      readCsv={(dp, lang) => dp.planHistoryCsv(filter, lang)}
      title="contributions"
      empty="noContributions"
      fileName={`plan-contributions-${state.time}.csv`}
      above={(data) => <Totals totals={data.totals} total={data.total} />}
      columns={columns}
      rowKey={(r) => r.id}
    />
  );
};
