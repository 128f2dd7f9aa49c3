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
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { WideTable } from '../../components/WideTable';
import { LineChart } from '@mui/x-charts/LineChart';
import { useParams, useSearchParams } from 'react-router-dom';
import { Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { PageBreadcrumbs } from '../../components/Breadcrumbs';
import { NotFound } from '../../components/NotFound';
import { ReportSection } from '../../components/report/ReportSection';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { FigureCells } from '../../components/report/FigureCells';
import { PageHeading } from '../../components/PageHeading';
import type { MonthEndValues, ParticipantReceivableReport } from '../../domain/api/afr';
import { MONTHS } from '../../domain/enums';
import { formatDate } from '../../domain/dates';
import { formatMoney, formatMoneyShort } from '../../domain/money';
import { formatRate } from '../../domain/percent';
import { errorText } from '../../i18n/errorText';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import { localToday } from './receivableFormat';

const VALUE_KEYS = MONTHS.map(
  (m) => `valueOn${m[0]!.toUpperCase()}${m.slice(1)}` as keyof MonthEndValues,
);

type Report = { report: ParticipantReceivableReport };
type Totals = Report & { premiums: number; interest: number; repaid: number };

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const BOLD = { '& td': { fontWeight: 700 } } as const;

/** The participant's report of the year in the address, and the years the picker offers. */
function useParticipantYear(participantId: number) {
  const [params, setParams] = useSearchParams();
  const currentYear = Number(localToday().slice(0, 4));
  const year = Number(params.get('year')) || currentYear;
  const query = usePortalQuery(
    ['receivables', 'participant', participantId, year],
    (dp, signal) => dp.participantReceivable(participantId, year, signal),
    { enabled: Number.isInteger(participantId) && participantId > 0 },
  );
  // The picker keeps the first year it learnt while another year's report loads or fails.
  const [firstYear, setFirstYear] = useState<number | null>(null);
  const { data } = query;
  if (data?.firstYear && data.firstYear !== firstYear) setFirstYear(data.firstYear);
  const from = Math.min(firstYear ?? currentYear - 5, year);
  const years = Array.from({ length: Math.max(currentYear, year) - from + 1 }, (_, i) => from + i);
  const setYear = (value: string) => setParams({ year: value }, { replace: true });
  return { ...query, year, years, setYear };
}

export const ParticipantReceivable = () => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pages.participantReceivable.${key}`, options);
  const { divisionId, selectedId } = useParams();
  const { data, error, isPending, year, years, setYear } = useParticipantYear(Number(selectedId));
  const listPath = `/account-receivable${divisionId ? `?division=${divisionId}` : ''}`;
  // A participant outside the reader's scope (or none at all): the API's 404 is the Not Found page.
  if ((error as { status?: number } | null)?.status === 404) return <NotFound />;
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
      <PageHeading
        title={t('title', { name })}
        subtitle={
          data && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {data.employerName} – {data.divisionName}
            </Typography>
          )
        }
        actions={
          <ChoiceSelect
            label={t('year')}
            value={year}
            onChange={setYear}
            fullWidth={false}
            sx={{ width: 140 }}
            slotProps={{ select: { inputProps: { 'data-testid': 'pr-year' } } }}
            options={years.map((y) => ({ value: y, label: y }))}
          />
        }
      />
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

const useT = () => {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) =>
    translate(`pages.participantReceivable.${key}`, options);
};

/** The sum of amounts, in cents. */
const sumOf = (amounts: number[]) => amounts.reduce((sum, n) => sum + Math.round(n * 100), 0) / 100;

const MonthHeads = () => {
  const translate = useTranslate();
  return (
    <>
      {MONTHS.map((m) => (
        <TableCell key={m} align="right">
          {translate(`months.${m}`)}
        </TableCell>
      ))}
    </>
  );
};

const YearFigures = ({ report, premiums, interest }: Totals) => {
  const t = useT();
  const [locale] = useLocaleState();
  const { year } = report;
  const figures: [string, number][] = [
    [t('yearPremiums', { year }), premiums],
    [t('yearInterest', { year }), interest],
    [t('yearEnd', { year }), report.receivableAccuredValues.valueOnDec],
  ];
  return (
    <Grid container spacing={2}>
      {figures.map(([label, value]) => (
        <Grid key={label} size={{ xs: 12, sm: 4 }}>
          <Card>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h6">{formatMoney(value, locale)}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
};

const Rates = ({ report }: Report) => {
  const t = useT();
  const [locale] = useLocaleState();
  return (
    <ReportSection title={t('rates', { year: report.year })} dense>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('minRate', { rate: formatRate(report.minRate, locale) })}
      </Typography>
      <WideTable testId="pr-rates">
        <TableHead>
          <TableRow>
            <MonthHeads />
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <FigureCells
              keys={MONTHS}
              sx={NOWRAP}
              format={(m) => formatRate(report.rates[m], locale)}
            />
          </TableRow>
        </TableBody>
      </WideTable>
    </ReportSection>
  );
};

const BalanceChart = ({ report }: Report) => {
  const t = useT();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (v: number | null) => (v === null ? '' : formatMoney(v, locale));
  return (
    <ReportSection title={t('chartTitle', { year: report.year })}>
      <Box sx={{ width: '100%', height: 280 }} data-testid="pr-chart">
        <LineChart
          xAxis={[{ scaleType: 'point', data: MONTHS.map((m) => translate(`months.${m}`)) }]}
          yAxis={[{ width: 88, valueFormatter: (v: number) => formatMoneyShort(v, locale) }]}
          skipAnimation
          series={[
            {
              label: t('total'),
              data: VALUE_KEYS.map((k) => report.receivableAccuredValues[k]),
              valueFormatter: money,
            },
            ...report.interestValue.map((policy) => ({
              label: policy.policyNumber,
              data: VALUE_KEYS.map((k) => policy.receivableAccuredValues[k]),
              valueFormatter: money,
            })),
          ]}
        />
      </Box>
    </ReportSection>
  );
};

type PolicyBalance = ParticipantReceivableReport['interestValue'][number];

/** A policy's column head: its number, then its carrier and what became of it. */
const PolicyHead = ({ policy }: { policy: PolicyBalance }) => {
  const t = useT();
  const [locale] = useLocaleState();
  return (
    <TableCell align="right" sx={{ minWidth: 140, verticalAlign: 'bottom' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {policy.policyNumber}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {policy.carrierName}
        {policy.exchangedForPolicyNumber &&
          ` · ${t('exchangedFor', { number: policy.exchangedForPolicyNumber })}`}
        {policy.repaidOn && ` · ${t('repaidOn', { date: formatDate(policy.repaidOn, locale) })}`}
      </Typography>
    </TableCell>
  );
};

/**
 * The month-end balance of each policy and in total, a month a row: twelve months side by side
 * did not fit a desktop's width, whereas a participant's few policies fit a phone's.
 */
const Balances = ({ report }: Report) => {
  const t = useT();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <ReportSection title={t('balances')}>
      {report.interestValue.length === 0 ? (
        <Typography color="text.secondary">{t('noPolicies')}</Typography>
      ) : (
        <WideTable testId="pr-balances">
          <TableHead>
            <TableRow>
              <TableCell sx={{ verticalAlign: 'bottom' }}>{t('month')}</TableCell>
              {report.interestValue.map((policy) => (
                <PolicyHead key={policy.policyId} policy={policy} />
              ))}
              <TableCell align="right" sx={{ fontWeight: 700, verticalAlign: 'bottom' }}>
                {t('total')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {VALUE_KEYS.map((key, i) => (
              <TableRow key={key}>
                <TableCell>{translate(`months.${MONTHS[i]}`)}</TableCell>
                {report.interestValue.map((policy) => (
                  <TableCell key={policy.policyId} align="right" sx={NOWRAP}>
                    {formatMoney(policy.receivableAccuredValues[key], locale)}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ ...NOWRAP, fontWeight: 700 }}>
                  {formatMoney(report.receivableAccuredValues[key], locale)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </WideTable>
      )}
    </ReportSection>
  );
};

const Monthly = ({ report, premiums, interest, repaid }: Totals) => {
  const t = useT();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (n: number) => formatMoney(n, locale);
  return (
    <ReportSection title={t('monthly')}>
      <WideTable testId="pr-months">
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
              <TableCell>{translate(`months.${MONTHS[m.month - 1]}`)}</TableCell>
              <TableCell align="right">{money(m.premium)}</TableCell>
              <TableCell align="right">{money(m.interest)}</TableCell>
              <TableCell align="right">{money(m.repaid)}</TableCell>
              <TableCell align="right">{money(m.balance)}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={BOLD}>
            <TableCell>{t('total')}</TableCell>
            <TableCell align="right">{money(premiums)}</TableCell>
            <TableCell align="right">{money(interest)}</TableCell>
            <TableCell align="right">{money(repaid)}</TableCell>
            <TableCell align="right">{money(report.receivableAccuredValues.valueOnDec)}</TableCell>
          </TableRow>
        </TableBody>
      </WideTable>
    </ReportSection>
  );
};

const YearReport = ({ report }: Report) => {
  const totals = {
    report,
    premiums: sumOf(report.months.map((m) => m.premium)),
    interest: sumOf(report.months.map((m) => m.interest)),
    repaid: sumOf(report.months.map((m) => m.repaid)),
  };
  return (
    <Stack spacing={2}>
      <YearFigures {...totals} />
      <Rates report={report} />
      <BalanceChart report={report} />
      <Balances report={report} />
      <Monthly {...totals} />
    </Stack>
  );
};
