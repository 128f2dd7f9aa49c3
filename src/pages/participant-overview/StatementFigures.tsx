// Client Overview's three headline figures: plan value and death benefit as of the date, and
// the contributions of the year.
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { YearlyStatement } from '../../domain/api/statements';
import { formatDate } from '../../domain/dates';
import { useMoney } from '../../components/useMoney';
import { k } from './statementKeys';

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

export const StatementFigures = ({ st }: { st: YearlyStatement }) => {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const money = useMoney();
  const asOfNote = translate(k('asOfDate'), { date: formatDate(st.asOf, lang) });
  const figures: [string, number | null, string][] = [
    ['totalPlanValue', st.totals.totalPlanValue, asOfNote],
    ['deathBenefit', st.totals.deathBenefit, asOfNote],
    ['contributionsInYear', st.totals.contributionsInYear, String(st.year)],
  ];
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      {figures.map(([key, value, note]) => (
        <Grid key={key} size={{ xs: 12, sm: 4 }}>
          <Figure label={translate(k(key))} value={money(value)} note={note} />
        </Grid>
      ))}
    </Grid>
  );
};
