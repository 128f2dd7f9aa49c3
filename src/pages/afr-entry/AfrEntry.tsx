// AFR Entry (Admin): pick a year (kept in the address), enter or correct its twelve monthly rates
// in one row and save them together; years without a table say so. A chart shows the rates over the years.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQueryClient } from '@tanstack/react-query';
import { Loading, TextInput, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { PortalForm } from '../../components/PortalForm';
import { useFormSave } from '../../components/useFormSave';
import type { AfrRateTables } from '../../domain/api/afr';
import { MONTHS } from '../../domain/enums';
import { formatPercent, formatRate, rateInputText } from '../../domain/percent';
import { AFR_YEARS, afrRateEntrySchema } from '../../domain/schemas/afr';
import type { PortalDataProvider } from '../../providers/data';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import { PageTitle } from '../../components/PageTitle';
import { HistoryButton } from '../../components/history/HistoryButton';
import { ChoiceSelect } from '../../components/ChoiceSelect';

const thisYear = () => new Date().getFullYear();

/** The years the picker offers: every year with a table, and the years around today. */
function pickerYears(tables: AfrRateTables | undefined): number[] {
  const years = new Set<number>();
  for (let y = thisYear() - 10; y <= thisYear() + 2; y++) years.add(y);
  for (const t of tables ?? []) years.add(t.year);
  return [...years].filter((y) => y >= AFR_YEARS.min && y <= AFR_YEARS.max).sort((a, b) => b - a);
}

/** The year shown: a step back, a choice among the years (those without a table marked), a step on. */
const YearPicker = ({
  year,
  onYear,
  tables,
}: {
  year: number;
  onYear: (year: number) => void;
  tables: AfrRateTables | undefined;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`pages.afrEntry.${key}`);
  const years = useMemo(() => pickerYears(tables), [tables]);
  const withTable = new Set((tables ?? []).map((row) => row.year));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
      <Tooltip title={t('previousYear')}>
        <span>
          <IconButton
            aria-label={t('previousYear')}
            onClick={() => onYear(year - 1)}
            disabled={year <= AFR_YEARS.min}
          >
            <ChevronLeftIcon />
          </IconButton>
        </span>
      </Tooltip>
      <ChoiceSelect
        label={t('year')}
        value={year}
        onChange={(y) => onYear(Number(y))}
        fullWidth={false}
        sx={{ width: 220 }}
        slotProps={{ select: { inputProps: { 'data-testid': 'afr-year' } } }}
        options={(years.includes(year) ? years : [year, ...years]).map((y) => ({
          value: y,
          label: withTable.has(y) ? y : `${y} (${t('missing')})`,
        }))}
      />
      <Tooltip title={t('nextYear')}>
        <span>
          <IconButton
            aria-label={t('nextYear')}
            onClick={() => onYear(year + 1)}
            disabled={year >= AFR_YEARS.max}
          >
            <ChevronRightIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
};

/**
 * The year shown, kept in the address (`?year=`) so that a reload or a shared link opens the
 * same year; this year when the address names none (or one out of bounds).
 */
function useYearParam(): [number, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const year =
    Number.isInteger(asked) && asked >= AFR_YEARS.min && asked <= AFR_YEARS.max
      ? asked
      : thisYear();
  const setYear = (next: number) => setParams({ year: String(next) }, { replace: true });
  return [year, setYear];
}

export const AfrEntry = () => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pages.afrEntry.${key}`, options);
  const [year, setYear] = useYearParam();
  const tables = usePortalQuery(['afr-rate'], (dp, signal) => dp.afrRateTables(signal));
  const entry = usePortalQuery(['afr-rate', year], (dp, signal) => dp.afrRateEntry(year, signal));

  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title={t('title')} gutterBottom />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <YearPicker year={year} onYear={setYear} tables={tables.data} />
            {entry.data?.id && <HistoryButton subject="afr-rates" id={entry.data.id} />}
          </Box>
          {entry.isPending || !entry.data ? (
            <Loading />
          ) : (
            <RatesForm key={`${year}-${entry.dataUpdatedAt}`} entry={entry.data} />
          )}
        </CardContent>
      </Card>
      <RatesChart tables={tables.data} year={year} onYear={setYear} />
    </Box>
  );
};

/** The twelve monthly rates, three to twelve a row as the screen widens. */
const RateInputs = ({ year }: { year: number }) => {
  const translate = useTranslate();
  return (
    <Box
      role="group"
      aria-label={translate('pages.afrEntry.ratesLabel', { year })}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: {
          xs: 'repeat(3, minmax(0, 1fr))',
          sm: 'repeat(6, minmax(0, 1fr))',
          // Twelve a row only where each input is wide enough for its label ('Th12 *').
          xl: 'repeat(12, minmax(0, 1fr))',
        },
      }}
    >
      {MONTHS.map((m) => (
        <TextInput
          key={m}
          source={`rates.${m}`}
          label={`months.${m}`}
          isRequired
          helperText={false}
          inputMode="decimal"
          slotProps={{
            htmlInput: {
              'aria-label': translate('pages.afrEntry.monthRate', {
                month: translate(`months.${m}`),
              }),
            },
          }}
          sx={{ m: 0 }}
        />
      ))}
    </Box>
  );
};

const RatesForm = ({
  entry,
}: {
  entry: { year: number; rates: Record<string, number> | null };
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pages.afrEntry.${key}`, options);
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const save = useFormSave();
  const record = {
    id: entry.year,
    year: entry.year,
    rates: Object.fromEntries(MONTHS.map((m) => [m, rateInputText(entry.rates?.[m])])),
  };
  const [resetKey, setResetKey] = useState(0);

  const onSubmit = (values: Record<string, unknown>) =>
    save(
      () =>
        dataProvider.saveAfrRates({
          year: entry.year,
          rates: values.rates as Record<(typeof MONTHS)[number], unknown>,
        }),
      // Every report reads the table afresh; the screens' cached reports are dropped too.
      async () => {
        await queryClient.invalidateQueries({ queryKey: ['portal', 'afr-rate'] });
        await queryClient.invalidateQueries({ queryKey: ['portal', 'receivables'] });
      },
    );

  return (
    <>
      {entry.rates ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('hasTable', { year: entry.year })}
        </Typography>
      ) : (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="afr-no-table">
          {t('noTable', { year: entry.year })}
        </Alert>
      )}
      <PortalForm
        key={resetKey}
        record={record}
        schema={afrRateEntrySchema}
        onSubmit={onSubmit}
        saveLabel="pages.afrEntry.save"
        onCancel={() => setResetKey((k) => k + 1)}
      >
        <RateInputs year={entry.year} />
      </PortalForm>
    </>
  );
};

const RatesChart = ({
  tables,
  year,
  onYear,
}: {
  tables: AfrRateTables | undefined;
  year: number;
  onYear: (year: number) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string) => translate(`pages.afrEntry.${key}`);
  const points = (tables ?? []).flatMap((row) =>
    MONTHS.map((m, i) => ({ x: new Date(Date.UTC(row.year, i, 1)), y: row.rates[m] })),
  );
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('chartTitle')}
        </Typography>
        {points.length === 0 ? (
          <Typography color="text.secondary">{t('chartEmpty')}</Typography>
        ) : (
          <>
            <Box sx={{ width: '100%', height: 280 }} data-testid="afr-chart">
              <LineChart
                dataset={points}
                xAxis={[
                  {
                    dataKey: 'x',
                    scaleType: 'time',
                    valueFormatter: (d: Date) =>
                      `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`,
                  },
                ]}
                yAxis={[{ valueFormatter: (v: number) => formatPercent(v, locale) }]}
                skipAnimation
                series={[
                  {
                    dataKey: 'y',
                    label: 'AFR',
                    showMark: false,
                    curve: 'stepAfter',
                    valueFormatter: (v) => formatRate(v, locale),
                  },
                ]}
              />
            </Box>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
              <Typography variant="body2" sx={{ mr: 1 }}>
                {t('yearsWithTables')}:
              </Typography>
              {/* Each year opens its table above; the one shown is marked. */}
              {(tables ?? []).map((row) => (
                <Chip
                  key={row.year}
                  size="small"
                  label={row.year}
                  color={row.year === year ? 'primary' : 'default'}
                  aria-pressed={row.year === year}
                  aria-label={translate('pages.afrEntry.openYear', { year: row.year })}
                  onClick={() => onYear(row.year)}
                />
              ))}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
};
