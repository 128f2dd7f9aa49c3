// A policy's stored history rows for Admins: accumulated values (one row per valuation date) and
// transactions, paged and filtered by date, type and published state, with the file each came
// from; rows are deleted one or many at a time after 'This action cannot be undone.'.
import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  IconButton,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { PagedResult } from '../../../domain/api/common';
import type { AccumulatedValueRow, PlanContributionRow } from '../../../domain/api/policies';
import { TRANSACTION_TYPES } from '../../../domain/enums';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import type { HistoryRowsFilter, PortalDataProvider } from '../../../providers/data';
import { usePortalQuery } from '../../../providers/data/usePortalQuery';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

type Kind = 'values' | 'transactions';

// Filters side by side on a wide screen, each the width of its content, never wider than a phone.
const FILTER_SX = { width: 200, maxWidth: '100%', flex: '0 1 auto' };
type Row = AccumulatedValueRow | PlanContributionRow;

export const PolicyHistory = ({
  policyId,
  kind,
  frozen,
}: {
  policyId: number;
  kind: Kind;
  frozen: boolean;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [filter, setFilter] = useState<HistoryRowsFilter>({ pageSize: 10, pageNumber: 1 });
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState<number[] | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { data } = usePortalQuery<PagedResult<Row>>(
    ['policy', policyId, kind, filter],
    (dp): Promise<PagedResult<Row>> =>
      kind === 'values'
        ? dp.accumulatedValues(policyId, filter)
        : dp.planContributions(policyId, filter),
  );
  const rows: Row[] = data?.rows ?? [];
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.policies.history.${key}`, options);
  const change = (patch: Partial<HistoryRowsFilter>) => {
    setSelected([]);
    setFilter((f) => ({ ...f, ...patch, pageNumber: patch.pageNumber ?? 1 }));
  };
  const remove = async (ids: number[]) => {
    setDeleting(true);
    try {
      if (kind === 'values') await dataProvider.deleteAccumulatedValues(ids);
      else await dataProvider.deletePlanContributions(ids);
      notify('messages.deleted', { type: 'success' });
      setSelected([]);
      // The policy's figures come from these rows: read everything of the policy again.
      await queryClient.invalidateQueries({ queryKey: ['portal', 'policy', policyId] });
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  };
  const money = (v: number | null) => (v === null ? '—' : formatMoney(v, locale));
  const allChecked = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}>
        <TextField
          fullWidth={false}
          size="small"
          type="date"
          label={t('from')}
          value={filter.from ?? ''}
          onChange={(e) => change({ from: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={FILTER_SX}
        />
        <TextField
          fullWidth={false}
          size="small"
          type="date"
          label={t('to')}
          value={filter.to ?? ''}
          onChange={(e) => change({ to: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={FILTER_SX}
        />
        {kind === 'transactions' && (
          <TextField
            fullWidth={false}
            select
            size="small"
            label={t('type')}
            value={filter.type ?? ''}
            onChange={(e) => change({ type: e.target.value || undefined })}
            sx={{ ...FILTER_SX, width: 240 }}
          >
            <MenuItem value="">{t('allTypes')}</MenuItem>
            {TRANSACTION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          fullWidth={false}
          select
          size="small"
          label={t('state')}
          value={filter.isPublished === undefined ? '' : String(filter.isPublished)}
          onChange={(e) =>
            change({ isPublished: e.target.value === '' ? undefined : e.target.value === 'true' })
          }
          sx={FILTER_SX}
        >
          <MenuItem value="">{t('allStates')}</MenuItem>
          <MenuItem value="true">{t('published')}</MenuItem>
          <MenuItem value="false">{t('unpublished')}</MenuItem>
        </TextField>
        {!frozen && (
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            disabled={selected.length === 0}
            onClick={() => setConfirming(selected)}
          >
            {t('deleteSelected', { count: selected.length })}
          </Button>
        )}
      </Box>
      {/* Scrolls sideways within a phone's width instead of widening the page. */}
      <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
        <Table size="small" aria-label={t(kind)}>
          <TableHead>
            <TableRow>
              {!frozen && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allChecked}
                    onChange={() => setSelected(allChecked ? [] : rows.map((r) => r.id))}
                    slotProps={{ input: { 'aria-label': t('selectAll') } }}
                  />
                </TableCell>
              )}
              <TableCell>{t('date')}</TableCell>
              {kind === 'values' ? (
                <>
                  <TableCell align="right">{t('accumulatedValue')}</TableCell>
                  <TableCell align="right">{t('loanBalance')}</TableCell>
                  <TableCell align="right">{t('deathBenefit')}</TableCell>
                </>
              ) : (
                <>
                  <TableCell>{t('type')}</TableCell>
                  <TableCell align="right">{t('amount')}</TableCell>
                </>
              )}
              <TableCell>{t('state')}</TableCell>
              <TableCell>{t('file')}</TableCell>
              {!frozen && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const date = 'valuationDate' in row ? row.valuationDate : row.date;
              return (
                <TableRow key={row.id} data-testid={`history-row-${row.id}`}>
                  {!frozen && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.includes(row.id)}
                        onChange={() =>
                          setSelected((s) =>
                            s.includes(row.id) ? s.filter((x) => x !== row.id) : [...s, row.id],
                          )
                        }
                        slotProps={{
                          input: { 'aria-label': t('select', { date: formatDate(date, locale) }) },
                        }}
                      />
                    </TableCell>
                  )}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(date, locale)}</TableCell>
                  {'valuationDate' in row ? (
                    <>
                      <TableCell align="right">{money(row.accumulatedValue)}</TableCell>
                      <TableCell align="right">{money(row.loanBalance)}</TableCell>
                      <TableCell align="right">{money(row.totalDeathBenefit)}</TableCell>
                    </>
                  ) : (
                    <>
                      <TableCell>
                        {row.contributionType}
                        {row.isExchanged && ` · ${t('exchanged')}`}
                      </TableCell>
                      <TableCell align="right">{money(row.amount)}</TableCell>
                    </>
                  )}
                  <TableCell>
                    <Chip
                      size="small"
                      color={row.isPublished ? 'success' : 'warning'}
                      label={row.isPublished ? t('published') : t('unpublished')}
                    />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
                    {row.fileName ?? t('noFile')}
                  </TableCell>
                  {!frozen && (
                    <TableCell padding="none">
                      <Tooltip title={translate('ra.action.delete')}>
                        <IconButton
                          color="error"
                          aria-label={t('deleteRow', { date: formatDate(date, locale) })}
                          onClick={() => setConfirming([row.id])}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data?.resultCount ?? 0}
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
      <ConfirmDialog
        isOpen={confirming !== null}
        title="resources.policies.history.confirmTitle"
        content="resources.policies.history.confirmContent"
        translateOptions={{ count: confirming?.length ?? 0 }}
        confirm="ra.action.delete"
        loading={deleting}
        onConfirm={() => void remove(confirming ?? [])}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
};
