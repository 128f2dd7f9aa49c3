// A policy's stored history rows for Admins: accumulated values (one row per valuation date) and
// transactions, paged and filtered by date, type and published state, with the file each came
// from; rows are deleted one or many at a time after 'This action cannot be undone.'.
import { Box, TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { HistoryFilters } from './HistoryFilters';
import { HistoryTable } from './HistoryTable';
import { usePolicyHistory, type Kind, type PolicyHistoryState } from './usePolicyHistory';

const HistoryPager = ({ state }: { state: PolicyHistoryState }) => {
  const translate = useTranslate();
  const { filter, change } = state;
  return (
    <TablePagination
      component="div"
      count={state.resultCount}
      page={filter.pageNumber - 1}
      rowsPerPage={filter.pageSize}
      rowsPerPageOptions={[10, 25, 50]}
      onPageChange={(_, page) => change({ pageNumber: page + 1 })}
      onRowsPerPageChange={(e) => change({ pageSize: Number(e.target.value) })}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', {
          offsetBegin: from,
          offsetEnd: to,
          total: count,
        })
      }
    />
  );
};

export const PolicyHistory = ({
  policyId,
  kind,
  frozen,
}: {
  policyId: number;
  kind: Kind;
  frozen: boolean;
}) => {
  const state = usePolicyHistory(policyId, kind);
  const { confirming, setConfirming } = state;
  return (
    <Box>
      <HistoryFilters state={state} frozen={frozen} />
      <HistoryTable state={state} frozen={frozen} />
      <HistoryPager state={state} />
      <ConfirmDialog
        isOpen={confirming !== null}
        title="resources.policies.history.confirmTitle"
        content="resources.policies.history.confirmContent"
        translateOptions={{ count: confirming?.length ?? 0 }}
        confirm="ra.action.delete"
        loading={state.deleting}
        onConfirm={() => void state.remove(confirming ?? [])}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
};
