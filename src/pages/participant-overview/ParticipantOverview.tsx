// Client Overview, the employee's statement (DESIGN 5.6): total plan value and death benefit as
// of today or any past date, the year's monthly plan value and cumulative contributions, the
// death benefit split, the policies with their allocations and beneficiaries, and the PDF.
import { Alert, Box, Grid, Typography } from '@mui/material';
import { Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import type { YearlyStatement } from '../../domain/api/statements';
import { ReportSection } from '../../components/report/ReportSection';
import { DeathBenefits } from './DeathBenefits';
import { PolicyCard } from './PolicyCard';
import { SeriesChart } from './SeriesChart';
import { StatementFigures } from './StatementFigures';
import { StatementHeader } from './StatementHeader';
import { k } from './statementKeys';
import { useStatement } from './useStatement';

const Policies = ({ st, lang }: { st: YearlyStatement; lang: string }) => {
  const translate = useTranslate();
  if (st.policies.length === 0) {
    return <Typography color="text.secondary">{translate(k('noPolicies'))}</Typography>;
  }
  return (
    <Grid container spacing={2}>
      {st.policies.map((p) => (
        <Grid key={p.id} size={{ xs: 12, md: 6, xl: 4 }}>
          <PolicyCard policy={p} lang={lang} />
        </Grid>
      ))}
    </Grid>
  );
};

export const ParticipantOverview = () => {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const state = useStatement();
  const { data: st, isPending, error } = state.query;
  if (isPending) return <Loading />;
  if (error || !st) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('errors.processing')}
      </Alert>
    );
  }
  return (
    <Box sx={{ pb: 3 }}>
      <Title title={translate(k('title'))} />
      <StatementHeader st={st} state={state} />
      <StatementFigures st={st} />
      <ReportSection title={translate(k('chartTitle'), { year: st.year })}>
        {st.totalPlanValue.segmentMonth.length === 0 ? (
          <Typography color="text.secondary">{translate(k('noSeries'))}</Typography>
        ) : (
          <SeriesChart st={st} lang={lang} />
        )}
      </ReportSection>
      <ReportSection title={translate(k('deathBenefits'))}>
        <DeathBenefits st={st} />
      </ReportSection>
      <ReportSection title={translate(k('policies'))}>
        <Policies st={st} lang={lang} />
      </ReportSection>
    </Box>
  );
};
