// Plan Contributions (Employee): the contributions paid into the plan with filters (period,
// policies, contribution type), totals per type and a CSV; the accumulated value history with
// the same period and policies, and its CSV.
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  MenuItem,
  Stack,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Loading,
  Title,
  useDataProvider,
  useGetIdentity,
  useGetOne,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { CONTRIBUTION_TYPES } from '../../domain/enums';
import { formatDate } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import type { AccumulatedHistoryRow, PlanContributionRow } from '../../domain/api/statements';
import type { UserDetail } from '../../domain/api/users';
import type { HistoryFilter, PortalDataProvider } from '../../providers/data';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { saveFile } from '../../components/saveFile';

const k = (key: string) => `pages.planContributions.${key}`;
const PER_PAGE = 10;

/** The periods a reader picks from: named ones, then each year from now back to 2000. */
function periods(): string[] {
  const year = new Date().getUTCFullYear();
  const years = Array.from({ length: year - 1999 }, (_, i) => String(year - i));
  return ['all', 'ytd', 'last12', ...years];
}

const CsvButton = ({ onClick }: { onClick: () => Promise<void> }) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void onClick().finally(() => setBusy(false));
      }}
    >
      {translate(k('downloadCsv'))}
    </Button>
  );
};

export const PlanContributions = () => {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { identity } = useGetIdentity();
  const { data: user } = useGetOne<UserDetail>(
    'users',
    { id: identity?.id as number },
    { enabled: identity?.id !== undefined },
  );
  const [time, setTime] = useState('ytd');
  const [policyIds, setPolicyIds] = useState<number[]>([]);
  const [contributionType, setContributionType] = useState('');
  const [page, setPage] = useState(0);
  const [historyPage, setHistoryPage] = useState(0);
  const filter: HistoryFilter = {
    time,
    policyIds,
    contributionType: contributionType || undefined,
  };
  const historyFilter: HistoryFilter = { time, policyIds };

  const contributions = usePortalQuery(
    ['plan-history', filter, page],
    (dp) => dp.planHistory(filter, page + 1, PER_PAGE),
    { placeholderData: (previous) => previous },
  );
  const history = usePortalQuery(
    ['accumulated-history', historyFilter, historyPage],
    (dp) => dp.accumulatedHistory(historyFilter, historyPage + 1, PER_PAGE),
    { placeholderData: (previous) => previous },
  );
  const money = (v: number | null) => (v === null ? '—' : formatMoney(v, lang));
  const policies = Array.isArray(user?.policies) ? user.policies : [];

  const download = async (read: () => Promise<Parameters<typeof saveFile>[0]>, name: string) => {
    notify(k('csvStarted'), { type: 'info' });
    try {
      saveFile(await read(), name);
    } catch {
      notify('errors.exportFailed', { type: 'error' });
    }
  };

  const contributionColumns = [
    {
      key: 'date',
      label: translate(k('date')),
      render: (r: PlanContributionRow) => formatDate(r.date, lang),
    },
    {
      key: 'policy',
      label: translate(k('policy')),
      render: (r: PlanContributionRow) => `${r.policyNumber} · ${r.carrierName}`,
    },
    {
      key: 'type',
      label: translate(k('contributionType')),
      render: (r: PlanContributionRow) =>
        translate(`statements.transactionTypes.${r.contributionType}`),
    },
    {
      key: 'amount',
      label: translate(k('amount')),
      align: 'right' as const,
      render: (r: PlanContributionRow) => money(r.amount),
    },
  ];
  const historyColumns = [
    {
      key: 'date',
      label: translate(k('valuationDate')),
      render: (r: AccumulatedHistoryRow) => formatDate(r.valuationDate, lang),
    },
    {
      key: 'policy',
      label: translate(k('policy')),
      render: (r: AccumulatedHistoryRow) => `${r.policyNumber} · ${r.carrierName}`,
    },
    {
      key: 'value',
      label: translate(k('accumulatedValue')),
      align: 'right' as const,
      render: (r: AccumulatedHistoryRow) => money(r.accumulatedValue),
    },
    {
      key: 'loan',
      label: translate(k('loanBalance')),
      align: 'right' as const,
      render: (r: AccumulatedHistoryRow) => money(r.loanBalance),
    },
    {
      key: 'death',
      label: translate(k('deathBenefit')),
      align: 'right' as const,
      render: (r: AccumulatedHistoryRow) => money(r.totalDeathBenefit),
    },
  ];
  const pagination = (count: number, current: number, onChange: (p: number) => void) => (
    <TablePagination
      component="div"
      count={count}
      page={current}
      onPageChange={(_, p) => onChange(p)}
      rowsPerPage={PER_PAGE}
      rowsPerPageOptions={[PER_PAGE]}
      labelDisplayedRows={({ from, to, count: total }) =>
        translate(k('rows'), { from, to, count: total })
      }
    />
  );

  return (
    <Box sx={{ pb: 3 }}>
      <Title title={translate(k('title'))} />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate(k('title'))}
      </Typography>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                fullWidth
                size="small"
                label={translate(k('period'))}
                value={time}
                onChange={(e) => {
                  setTime(e.target.value);
                  setPage(0);
                  setHistoryPage(0);
                }}
              >
                {periods().map((p) => (
                  <MenuItem key={p} value={p}>
                    {/^\d{4}$/.test(p) ? p : translate(k(`periods.${p}`))}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                fullWidth
                size="small"
                label={translate(k('policies'))}
                value={policyIds}
                slotProps={{
                  select: {
                    multiple: true,
                    renderValue: (selected) =>
                      (selected as number[]).length === 0
                        ? translate(k('allPolicies'))
                        : policies
                            .filter((p) => (selected as number[]).includes(p.id))
                            .map((p) => p.policyNumber)
                            .join(', '),
                    displayEmpty: true,
                  },
                  inputLabel: { shrink: true },
                }}
                onChange={(e) => {
                  const value = e.target.value as unknown as number[] | string;
                  setPolicyIds(typeof value === 'string' ? value.split(',').map(Number) : value);
                  setPage(0);
                  setHistoryPage(0);
                }}
              >
                {policies.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.policyNumber} · {p.carrierName}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                fullWidth
                size="small"
                label={translate(k('contributionType'))}
                value={contributionType}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                onChange={(e) => {
                  setContributionType(e.target.value);
                  setPage(0);
                }}
              >
                <MenuItem value="">{translate(k('allTypes'))}</MenuItem>
                {CONTRIBUTION_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {translate(`statements.transactionTypes.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          </Grid>
        </CardContent>
      </Card>

      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {translate(k('contributions'))}
            </Typography>
            <CsvButton
              onClick={() =>
                download(
                  () => dataProvider.planHistoryCsv(filter, lang),
                  `plan-contributions-${time}.csv`,
                )
              }
            />
          </Stack>
          {contributions.isPending ? (
            <Loading />
          ) : contributions.error || !contributions.data ? (
            <Typography color="error">{translate('errors.processing')}</Typography>
          ) : (
            <>
              <Box
                component="section"
                aria-label={translate(k('totals'))}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1.5 }}
              >
                {contributions.data.totals.map((t) => (
                  <Chip
                    key={t.contributionType}
                    // A long type name wraps on a phone instead of widening the page.
                    sx={{
                      maxWidth: '100%',
                      height: 'auto',
                      '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
                    }}
                    variant="outlined"
                    label={`${translate(`statements.transactionTypes.${t.contributionType}`)}: ${money(t.amount)}`}
                  />
                ))}
                <Chip
                  color="primary"
                  label={`${translate(k('total'))}: ${money(contributions.data.total)}`}
                />
              </Box>
              <ResponsiveTable
                label={translate(k('contributions'))}
                columns={contributionColumns}
                rows={contributions.data.rows}
                rowKey={(r) => r.id}
                empty={translate(k('noContributions'))}
              />
              {contributions.data.resultCount > 0 &&
                pagination(contributions.data.resultCount, page, setPage)}
            </>
          )}
        </CardContent>
      </Card>

      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {translate(k('history'))}
            </Typography>
            <CsvButton
              onClick={() =>
                download(
                  () => dataProvider.accumulatedHistoryCsv(historyFilter, lang),
                  `accumulated-value-history-${time}.csv`,
                )
              }
            />
          </Stack>
          {history.isPending ? (
            <Loading />
          ) : history.error || !history.data ? (
            <Typography color="error">{translate('errors.processing')}</Typography>
          ) : (
            <>
              <ResponsiveTable
                label={translate(k('history'))}
                columns={historyColumns}
                rows={history.data.rows}
                rowKey={(r) => `${r.policyId}-${r.valuationDate}`}
                empty={translate(k('noHistory'))}
              />
              {history.data.resultCount > 0 &&
                pagination(history.data.resultCount, historyPage, setHistoryPage)}
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
