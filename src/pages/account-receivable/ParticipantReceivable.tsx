// A participant's receivable for one year (Admin, Employer Admin): the year's AFR rates, the
// month-end balance of each policy and in total, the premiums and interest month by month, and
// a chart of the balance through the year. Opened from a row of the division's report.
import { useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Grid,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useParams, useSearchParams } from 'react-router-dom';
import { Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { PageBreadcrumbs } from '../../components/Breadcrumbs';
import type { MonthEndValues, ParticipantReceivableReport } from '../../domain/api/afr';
import { MONTHS } from '../../domain/enums';
import { formatDate } from '../../domain/dates';
import { formatMoney, formatMoneyShort } from '../../domain/money';
import { formatPercent } from '../../domain/percent';
import { errorText } from '../../i18n/errorText';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import { localToday } from './receivableFormat';

const VALUE_KEYS = MONTHS.map(
  (m) => `valueOn${m[0]!.toUpperCase()}${m.slice(1)}` as keyof MonthEndValues,
);

export const ParticipantReceivable = () => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pages.participantReceivable.${key}`, options);
  const { divisionId, selectedId } = useParams();
  const [params, setParams] = useSearchParams();
  const currentYear = Number(localToday().slice(0, 4));
  const year = Number(params.get('year')) || currentYear;
  const participantId = Number(selectedId);
  const { data, error, isPending } = usePortalQuery(
    ['receivables', 'participant', participantId, year],
    (dp, signal) => dp.participantReceivable(participantId, year, signal),
    { enabled: Number.isInteger(participantId) && participantId > 0 },
  );
  // The picker keeps the first year it learnt while another year's report loads or fails.
  const [firstYear, setFirstYear] = useState<number | null>(null);
  if (data?.firstYear && data.firstYear !== firstYear) setFirstYear(data.firstYear);
  const from = Math.min(firstYear ?? currentYear - 5, year);
  const years = Array.from({ length: Math.max(currentYear, year) - from + 1 }, (_, i) => from + i);

  const listPath = `/account-receivable${divisionId ? `?division=${divisionId}` : ''}`;
  const name = data?.participantName ?? '…';
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageBreadcrumbs
        trail={[
          { label: translate('pages.accountReceivable.title'), to: listPath },
          { label: name },
        ]}
      />
      <Title title={t('title', { name })} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {t('title', { name })}
          </Typography>
          {data && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {data.employerName} – {data.divisionName}
            </Typography>
          )}
        </Box>
        <TextField
          select
          size="small"
          label={t('year')}
          value={year}
          onChange={(e) => setParams({ year: e.target.value }, { replace: true })}
          fullWidth={false}
          sx={{ width: 140 }}
          slotProps={{ select: { inputProps: { 'data-testid': 'pr-year' } } }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error ? (
        <Alert severity="error">{errorText(error, translate)}</Alert>
      ) : isPending || !data ? (
        <Loading />
      ) : (
        <YearReport report={data} />
      )}
    </Box>
  );
};

const YearReport = ({ report }: { report: ParticipantReceivableReport }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pages.participantReceivable.${key}`, options);
  const [locale] = useLocaleState();
  const money = (n: number) => formatMoney(n, locale);
  const monthName = (i: number) => translate(`months.${MONTHS[i]}`);
  const premiums = report.months.reduce((sum, m) => sum + Math.round(m.premium * 100), 0) / 100;
  const interest = report.months.reduce((sum, m) => sum + Math.round(m.interest * 100), 0) / 100;
  const repaid = report.months.reduce((sum, m) => sum + Math.round(m.repaid * 100), 0) / 100;
  const yearEnd = report.receivableAccuredValues.valueOnDec;
  const { year } = report;

  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        {[
          [t('yearPremiums', { year }), premiums],
          [t('yearInterest', { year }), interest],
          [t('yearEnd', { year }), yearEnd],
        ].map(([label, value]) => (
          <Grid key={label as string} size={{ xs: 12, sm: 4 }}>
            <Card>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="h6">{money(value as number)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('rates', { year })}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t('minRate', { rate: formatPercent(report.minRate, locale) })}
          </Typography>
          <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
            <Table size="small" data-testid="pr-rates">
              <TableHead>
                <TableRow>
                  {MONTHS.map((m, i) => (
                    <TableCell key={m} align="right">
                      {monthName(i)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  {MONTHS.map((m) => (
                    <TableCell key={m} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatPercent(report.rates[m], locale)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('chartTitle', { year })}
          </Typography>
          <Box sx={{ width: '100%', height: 280 }} data-testid="pr-chart">
            <LineChart
              xAxis={[{ scaleType: 'point', data: MONTHS.map((_, i) => monthName(i)) }]}
              yAxis={[{ width: 88, valueFormatter: (v: number) => formatMoneyShort(v, locale) }]}
              skipAnimation
              series={[
                {
                  label: t('total'),
                  data: VALUE_KEYS.map((k) => report.receivableAccuredValues[k]),
                  valueFormatter: (v) => (v === null ? '' : money(v)),
                },
                ...report.interestValue.map((policy) => ({
                  label: policy.policyNumber,
                  data: VALUE_KEYS.map((k) => policy.receivableAccuredValues[k]),
                  valueFormatter: (v: number | null) => (v === null ? '' : money(v)),
                })),
              ]}
            />
          </Box>
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('balances')}
          </Typography>
          {report.interestValue.length === 0 ? (
            <Typography color="text.secondary">{t('noPolicies')}</Typography>
          ) : (
            <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
              <Table size="small" data-testid="pr-balances">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('policy')}</TableCell>
                    {MONTHS.map((m, i) => (
                      <TableCell key={m} align="right">
                        {monthName(i)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.interestValue.map((policy) => (
                    <TableRow key={policy.policyId}>
                      <TableCell sx={{ minWidth: 160 }}>
                        <Typography variant="body2" sx={{ fontWeight: 500 }}>
                          {policy.policyNumber}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {policy.carrierName}
                          {policy.exchangedForPolicyNumber &&
                            ` · ${t('exchangedFor', { number: policy.exchangedForPolicyNumber })}`}
                          {policy.repaidOn &&
                            ` · ${t('repaidOn', { date: formatDate(policy.repaidOn, locale) })}`}
                        </Typography>
                      </TableCell>
                      {VALUE_KEYS.map((k) => (
                        <TableCell key={k} align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {money(policy.receivableAccuredValues[k])}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                  <TableRow sx={{ '& td': { fontWeight: 700 } }} data-testid="pr-total">
                    <TableCell>{t('total')}</TableCell>
                    {VALUE_KEYS.map((k) => (
                      <TableCell key={k} align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(report.receivableAccuredValues[k])}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('monthly')}
          </Typography>
          <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
            <Table size="small" data-testid="pr-months">
              <TableHead>
                <TableRow>
                  <TableCell>{t('month')}</TableCell>
                  <TableCell align="right">{t('premium')}</TableCell>
                  <TableCell align="right">{t('interest')}</TableCell>
                  <TableCell align="right">{t('repaid')}</TableCell>
                  <TableCell align="right">{t('balance')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.months.map((m) => (
                  <TableRow key={m.month}>
                    <TableCell>{monthName(m.month - 1)}</TableCell>
                    <TableCell align="right">{money(m.premium)}</TableCell>
                    <TableCell align="right">{money(m.interest)}</TableCell>
                    <TableCell align="right">{money(m.repaid)}</TableCell>
                    <TableCell align="right">{money(m.balance)}</TableCell>
                  </TableRow>
                ))}
                <TableRow sx={{ '& td': { fontWeight: 700 } }}>
                  <TableCell>{t('total')}</TableCell>
                  <TableCell align="right">{money(premiums)}</TableCell>
                  <TableCell align="right">{money(interest)}</TableCell>
                  <TableCell align="right">{money(repaid)}</TableCell>
                  <TableCell align="right">{money(yearEnd)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
    </Stack>
  );
};
