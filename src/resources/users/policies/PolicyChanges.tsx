// A policy's change history: the policy's History view (who changed which field when, old and
// new values with their labels, filters and the CSV), inside the policy's panel.
import { Box } from '@mui/material';
import { HistoryView } from '../../../components/history/HistoryView';

export const PolicyChanges = ({ policyId }: { policyId: number }) => (
  <Box data-testid="policy-changes">
    <HistoryView subject="policies" id={policyId} />
  </Box>
);
