// Plan Contributions (Employee): the contributions paid into the plan with filters (period,
// policies, contribution type), totals per type and a CSV; the accumulated value history with
// the same period and policies, and its CSV.
import { Box } from '@mui/material';
import { useGetIdentity, useGetOne, useTranslate } from 'react-admin';
import type { UserDetail } from '../../domain/api/users';
import { ContributionsSection } from './ContributionsSection';
import { HistorySection } from './HistorySection';
import { PlanFilters } from './PlanFilters';
import { k, usePlanFilter } from './planFilter';
import { PageTitle } from '../../components/PageTitle';
import { usePortalQuery } from '../../providers/data/usePortalQuery';

export const PlanContributions = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data: user } = useGetOne<UserDetail>(
    'users',
    { id: identity?.id as number },
    { enabled: identity?.id !== undefined },
  );
  const state = usePlanFilter();
  const policies = Array.isArray(user?.policies) ? user.policies : [];
  // The statement as of today (Client Overview asks the same) knows the first year with data.
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const { data: statement } = usePortalQuery(['statement', year, today], (dp) =>
    dp.statement(year, undefined),
  );
  return (
    <Box sx={{ pb: 3 }}>
      <PageTitle title={translate(k('title'))} sx={{ mt: 2 }} />
      <PlanFilters state={state} policies={policies} firstYear={statement?.minYearSelected} />
      <ContributionsSection state={state} />
      <HistorySection state={state} />
    </Box>
  );
};
