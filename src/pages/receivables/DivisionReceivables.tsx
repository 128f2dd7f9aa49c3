// Accounts Receivable (Admin, Employer Admin): pick an organization and one of its divisions
// (an Employer Admin is offered only theirs) and a period; the table gives each participant's
// receivable with a totals row, sorts by any column, downloads as CSV or PDF, and a row opens
// the participant's year report. The choices live in the address, so Back returns to them.
import { Box, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { ReceivableFilters } from './ReceivableFilters';
import { ReceivableReport } from './ReceivableReport';
import { useReceivableChoices } from './useReceivableChoices';
import { PageTitle } from '../../components/PageTitle';

export const DivisionReceivables = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`pages.accountReceivable.${key}`);
  const choices = useReceivableChoices();
  if (choices.isPending) return <Loading />;
  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title={t('title')} gutterBottom />
      <ReceivableFilters choices={choices} />
      {choices.request ? (
        <ReceivableReport request={choices.request} />
      ) : (
        <Typography color="text.secondary">{t('pickDivision')}</Typography>
      )}
    </Box>
  );
};
