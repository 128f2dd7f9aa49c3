// Client Overview, the employee's statement (DESIGN 5.6): total plan value and death benefit as
// of today or any past date, the year's monthly plan value and cumulative contributions, the
// death benefit split, the policies with their allocations and beneficiaries, and the PDF.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  Loading,
  Title,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { MONTHS } from '../../domain/enums';
import { formatDate } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { formatPercent } from '../../domain/percent';
import type {
  DeathBenefitRow,
  StatementPolicy,
  YearlyStatement,
} from '../../domain/api/statements';
import type { PortalDataProvider } from '../../providers/data';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { saveFile } from '../../components/saveFile';

const k = (key: string) => `pages.clientOverview.${key}`;
const todayIso = () => new Date().toISOString().slice(0, 10);
const localeOf = (lang: string) => (lang === 'vi' ? 'vi-VN' : 'en-US');

const Figure = ({ label, value, note }: { label: string; value: string; note?: string }) => (
  <Card sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="overline" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
    </CardContent>
  </Card>
);

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card sx={{ mt: 2 }}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

function monthLabels(year: number, lang: string): string[] {
  const format = new Intl.DateTimeFormat(localeOf(lang), { month: 'short', timeZone: 'UTC' });
  return MONTHS.map((_, i) => format.format(new Date(Date.UTC(year, i, 1))));
}

const SeriesChart = ({ st, lang }: { st: YearlyStatement; lang: string }) => {
  const translate = useTranslate();
  const money = (v: number | null) => (v === null ? '' : formatMoney(v, lang));
  const compact = new Intl.NumberFormat(localeOf(lang), {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (
    <Box sx={{ width: '100%', height: 300 }} role="figure" aria-label={translate(k('chartTitle'))}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: monthLabels(st.year, lang) }]}
        yAxis={[{ valueFormatter: (v: number) => compact.format(v), width: 56 }]}
        series={[
          {
            id: 'value',
            label: translate(k('totalPlanValue')),
            data: MONTHS.map((m) => st.totalPlanValue[m]),
            valueFormatter: money,
            connectNulls: false,
            color: '#124257',
          },
          {
            id: 'contributions',
            label: translate(k('cumulativeContributions')),
            data: MONTHS.map((m) => st.planContributions[m]),
            valueFormatter: money,
            area: true,
            color: '#0085ff',
          },
        ]}
        margin={{ left: 8, right: 16 }}
      />
    </Box>
  );
};

const PolicyCard = ({ policy: p, lang }: { policy: StatementPolicy; lang: string }) => {
  const translate = useTranslate();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={p.policyNumber}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {p.policyNumber}
          </Typography>
          <Chip
            size="small"
            color={p.status === 'Active' ? 'success' : 'default'}
            label={translate(`policyStatus.${p.status}`)}
          />
        </Stack>
        <Typography variant="body2">
          {p.carrierName}
          {p.productName ? ` · ${p.productName}` : ''}
        </Typography>
        {p.accountLabel && (
          <Typography variant="body2" color="text.secondary">
            {p.accountLabel}
          </Typography>
        )}
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            my: 1.5,
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(k('lastValuation'))}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {formatDate(p.lastValuationDate, lang) || '—'}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(k('accumulatedValue'))}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {formatMoney(p.netAccumulatedValue, lang)}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(k('totalContributions'))}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {formatMoney(p.totalContributionValue, lang)}
          </Typography>
        </Box>
        {p.exchangedPolicyFor && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate(k('exchangedNote'), {
              date: formatDate(p.statusAppliedAsOf, lang),
              policy: p.exchangedPolicyFor.policyNumber,
            })}
          </Alert>
        )}
        {p.exchangedFrom && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(k('exchangedFromNote'), { policy: p.exchangedFrom.policyNumber })}
          </Typography>
        )}
        <Typography variant="subtitle2" component="h4">
          {translate(k('allocations'))}
        </Typography>
        {p.allocations.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(k('noAllocations'))}
          </Typography>
        ) : (
          <Box
            sx={{ height: 260 }}
            role="figure"
            aria-label={`${translate(k('allocations'))} ${p.policyNumber}`}
          >
            <PieChart
              series={[
                {
                  data: p.allocations.map((a) => ({
                    id: a.id,
                    value: a.percent,
                    label: a.investmentName,
                  })),
                  innerRadius: 36,
                  valueFormatter: (v) => formatPercent(v.value, lang),
                },
              ]}
              slotProps={{
                legend: {
                  direction: 'horizontal',
                  position: { vertical: 'bottom', horizontal: 'center' },
                },
              }}
            />
          </Box>
        )}
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
          {translate(k('beneficiaries'))}
        </Typography>
        {p.beneficiaries.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(k('noBeneficiaries'))}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {p.beneficiaries.map((b) => (
              <Typography component="li" variant="body2" key={b.id}>
                {b.name} · {translate(k(`beneficiaryType.${b.type}`))} ·{' '}
                {formatPercent(b.percent, lang)}
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

export const ClientOverview = () => {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const today = todayIso();
  const [asOf, setAsOf] = useState(today);
  const [year, setYear] = useState<number | null>(null);
  const validAsOf = /^\d{4}-\d{2}-\d{2}$/.test(asOf) && asOf <= today && asOf >= '1900-01-01';
  const effectiveAsOf = validAsOf ? asOf : today;
  const asOfYear = Number(effectiveAsOf.slice(0, 4));
  const shownYear = year === null || year > asOfYear ? asOfYear : year;
  const {
    data: st,
    isPending,
    error,
  } = usePortalQuery(
    ['statement', shownYear, effectiveAsOf],
    (dp) => dp.statement(shownYear, effectiveAsOf === today ? undefined : effectiveAsOf),
    { placeholderData: (previous) => previous },
  );
  const [downloading, setDownloading] = useState(false);

  if (isPending) return <Loading />;
  if (error || !st) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('errors.processing')}
      </Alert>
    );
  }
  const money = (v: number | null) => (v === null ? '—' : formatMoney(v, lang));
  const years: number[] = [];
  for (let y = asOfYear; y >= Math.min(st.minYearSelected, asOfYear); y--) years.push(y);

  const downloadPdf = async () => {
    setDownloading(true);
    notify(k('pdfStarted'), { type: 'info' });
    try {
      saveFile(
        await dataProvider.statementPdf(
          shownYear,
          effectiveAsOf === today ? undefined : effectiveAsOf,
          lang,
        ),
        `statement-${shownYear}.pdf`,
      );
    } catch {
      notify('errors.exportFailed', { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const deathColumns = [
    {
      key: 'policy',
      label: translate(k('policyNumber')),
      render: (r: DeathBenefitRow) => r.policyNumber,
    },
    {
      key: 'carrier',
      label: translate(k('carrier')),
      render: (r: DeathBenefitRow) => r.carrierName,
    },
    {
      key: 'benefit',
      label: translate(k('deathBenefit')),
      align: 'right' as const,
      render: (r: DeathBenefitRow) => money(r.deathBenefit),
    },
    {
      key: 'sponsor',
      label: translate(k('toSponsor')),
      align: 'right' as const,
      render: (r: DeathBenefitRow) => money(r.amountToPlanSponsor),
    },
    {
      key: 'beneficiaries',
      label: translate(k('toBeneficiaries')),
      align: 'right' as const,
      render: (r: DeathBenefitRow) => money(r.amountToBeneficiary),
    },
    {
      key: 'who',
      label: translate(k('beneficiaries')),
      render: (r: DeathBenefitRow) =>
        r.policyNumberExchangedFor
          ? translate(k('exchangedFor'), { policy: r.policyNumberExchangedFor })
          : r.beneficiary || '—',
    },
  ];
  const sum = (pick: (r: DeathBenefitRow) => number | null) =>
    st.deathBenefits.every((r) => pick(r) !== null)
      ? Math.round(st.deathBenefits.reduce((n, r) => n + Math.round(pick(r)! * 100), 0)) / 100
      : null;
  const footer: DeathBenefitRow = {
    id: 0,
    lastValuationDate: null,
    carrierName: '',
    policyNumber: translate(k('total')),
    accountLabel: null,
    deathBenefit: st.totals.deathBenefit,
    amountToPlanSponsor: sum((r) => r.amountToPlanSponsor),
    amountToBeneficiary: sum((r) => r.amountToBeneficiary),
    beneficiary: ' ',
    policyNumberExchangedFor: null,
  };

  return (
    <Box sx={{ pb: 3 }}>
      <Title title={translate(k('title'))} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mt: 2, alignItems: { xs: 'stretch', md: 'center' } }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {st.participant.name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {st.participant.employerName}
            {st.participant.planName ? ` · ${st.participant.planName}` : ''}
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            flexShrink: 0,
          }}
        >
          <TextField
            type="date"
            fullWidth={false}
            size="small"
            label={translate(k('asOf'))}
            value={asOf}
            onChange={(e) => setAsOf(e.target.value)}
            error={!validAsOf}
            helperText={validAsOf ? undefined : translate('validation.dateFormat')}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { max: today, min: '1900-01-01' },
            }}
            sx={{ width: { xs: 'auto', sm: 180 }, flex: { xs: 1, sm: 'none' }, m: 0 }}
          />
          <TextField
            select
            fullWidth={false}
            size="small"
            label={translate(k('year'))}
            value={shownYear}
            onChange={(e) => setYear(Number(e.target.value))}
            sx={{ width: 110, m: 0 }}
          >
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            startIcon={<PictureAsPdfIcon />}
            onClick={() => void downloadPdf()}
            disabled={downloading}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {translate(k('downloadPdf'))}
          </Button>
        </Box>
      </Stack>

      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure
            label={translate(k('totalPlanValue'))}
            value={money(st.totals.totalPlanValue)}
            note={translate(k('asOfDate'), { date: formatDate(st.asOf, lang) })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure
            label={translate(k('deathBenefit'))}
            value={money(st.totals.deathBenefit)}
            note={translate(k('asOfDate'), { date: formatDate(st.asOf, lang) })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure
            label={translate(k('contributionsInYear'))}
            value={money(st.totals.contributionsInYear)}
            note={String(st.year)}
          />
        </Grid>
      </Grid>

      <Section title={translate(k('chartTitle'), { year: st.year })}>
        {st.totalPlanValue.segmentMonth.length === 0 ? (
          <Typography color="text.secondary">{translate(k('noSeries'))}</Typography>
        ) : (
          <SeriesChart st={st} lang={lang} />
        )}
      </Section>

      <Section title={translate(k('deathBenefits'))}>
        {st.missingRate && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate(k('missingRate'), {
              month: `${String(st.missingRate.month).padStart(2, '0')}/${st.missingRate.year}`,
            })}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(k('splitExplained'))}
        </Typography>
        <ResponsiveTable
          label={translate(k('deathBenefits'))}
          columns={deathColumns}
          rows={st.deathBenefits}
          rowKey={(r) => r.id}
          empty={translate(k('noDeathBenefits'))}
          footer={st.deathBenefits.length > 1 ? footer : undefined}
        />
      </Section>

      <Section title={translate(k('policies'))}>
        {st.policies.length === 0 ? (
          <Typography color="text.secondary">{translate(k('noPolicies'))}</Typography>
        ) : (
          <Grid container spacing={2}>
            {st.policies.map((p) => (
              <Grid key={p.id} size={{ xs: 12, md: 6, xl: 4 }}>
                <PolicyCard policy={p} lang={lang} />
              </Grid>
            ))}
          </Grid>
        )}
      </Section>
    </Box>
  );
};
