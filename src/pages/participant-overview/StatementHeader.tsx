// Client Overview's heading: the participant and plan, the as-of date, the year and the PDF.
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { YearlyStatement } from '../../domain/api/statements';
import type { PortalDataProvider } from '../../providers/data';
import { useDownload } from '../../components/useDownload';
import { k } from './statementKeys';
import type { StatementState } from './useStatement';
import { DayField } from '../../components/DayField';

const Participant = ({ st }: { st: YearlyStatement }) => (
  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
    <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
      {st.participant.name}
    </Typography>
    <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {st.participant.employerName}
      {st.participant.planName ? ` · ${st.participant.planName}` : ''}
    </Typography>
  </Box>
);

const PdfButton = ({ state }: { state: StatementState }) => {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { busy, download } = useDownload(k('pdfStarted'));
  const { shownYear, requestedAsOf } = state;
  return (
    <Button
      variant="contained"
      startIcon={<PictureAsPdfIcon />}
      onClick={() =>
        void download(
          () => dataProvider.statementPdf(shownYear, requestedAsOf, lang),
          `statement-${shownYear}.pdf`,
        )
      }
      disabled={busy}
      sx={{ width: { xs: '100%', sm: 'auto' } }}
    >
      {translate(k('downloadPdf'))}
    </Button>
  );
};

const StatementChoices = ({ st, state }: { st: YearlyStatement; state: StatementState }) => {
  const translate = useTranslate();
  const { asOf, setAsOf, validAsOf, today, asOfYear } = state;
  const years: number[] = [];
  for (let y = asOfYear; y >= Math.min(st.minYearSelected, asOfYear); y--) years.push(y);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', flexShrink: 0 }}>
      <DayField
        fullWidth={false}
        size="small"
        label={translate(k('asOf'))}
        value={asOf}
        onChange={setAsOf}
        onUnreadable={setAsOf}
        min="1900-01-01"
        max={today}
        error={!validAsOf}
        helperText={validAsOf ? undefined : translate('validation.dateFormat')}
        sx={{ width: { xs: 'auto', sm: 180 }, flex: { xs: 1, sm: 'none' }, m: 0 }}
      />
      <TextField
        select
        fullWidth={false}
        size="small"
        label={translate(k('year'))}
        value={state.shownYear}
        onChange={(e) => state.setYear(Number(e.target.value))}
        sx={{ width: 110, m: 0 }}
      >
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      <PdfButton state={state} />
    </Box>
  );
};

export const StatementHeader = ({ st, state }: { st: YearlyStatement; state: StatementState }) => (
  <Stack
    direction={{ xs: 'column', md: 'row' }}
    spacing={2}
    sx={{ mt: 2, alignItems: { xs: 'stretch', md: 'center' } }}
  >
    <Participant st={st} />
    <StatementChoices st={st} state={state} />
  </Stack>
);
