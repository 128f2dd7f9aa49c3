// The year's monthly plan value and cumulative contributions on one chart.
import { Box } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { MONTHS } from '../../domain/enums';
import { localeTag } from '../../domain/locale';
import { formatMoney } from '../../domain/money';
import type { MonthlySeries, YearlyStatement } from '../../domain/api/statements';
import { k } from './statementKeys';

function monthLabels(year: number, lang: string): string[] {
  const format = new Intl.DateTimeFormat(localeTag(lang), { month: 'short', timeZone: 'UTC' });
  return MONTHS.map((_, i) => format.format(new Date(Date.UTC(year, i, 1))));
}

export const SeriesChart = ({ st, lang }: { st: YearlyStatement; lang: string }) => {
  const translate = useTranslate();
  const money = (v: number | null) => (v === null ? '' : formatMoney(v, lang));
  const compact = new Intl.NumberFormat(localeTag(lang), {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  /** A line of the chart: the twelve months of `values`, named by the key `label`. */
  const monthly = <M extends object>(
    id: string,
    label: string,
    values: MonthlySeries,
    more: M,
  ) => ({
    id,
    label: translate(k(label)),
    data: MONTHS.map((m) => values[m]),
    valueFormatter: money,
    ...more,
  });
  return (
    <Box sx={{ width: '100%', height: 300 }} role="figure" aria-label={translate(k('chartTitle'))}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: monthLabels(st.year, lang) }]}
        yAxis={[{ valueFormatter: (v: number) => compact.format(v), width: 56 }]}
        series={[
          monthly('value', 'totalPlanValue', st.totalPlanValue, {
            connectNulls: false,
            color: '#124257',
          }),
          monthly('contributions', 'cumulativeContributions', st.planContributions, {
            area: true,
            color: '#0085ff',
          }),
        ]}
        margin={{ left: 8, right: 16 }}
      />
    </Box>
  );
};
