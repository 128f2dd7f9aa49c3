// The state of a policy's history table: the filter and page, the rows of it, the selected rows
// and the deletion the reader is asked to confirm.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { PagedResult } from '../../../domain/api/common';
import type { AccumulatedValueRow, PlanContributionRow } from '../../../domain/api/policies';
import type { HistoryRowsFilter, PortalDataProvider } from '../../../providers/data';
import { usePortalQuery } from '../../../providers/data/usePortalQuery';

export type Kind = 'values' | 'transactions';
export type Row = AccumulatedValueRow | PlanContributionRow;

export const historyKey = (key: string) => `resources.policies.history.${key}`;

/** The date a row is of: its valuation date or its transaction date. */
export const rowDate = (row: Row) => ('valuationDate' in row ? row.valuationDate : row.date);

export function usePolicyHistory(policyId: number, kind: Kind) {
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
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  return {
    kind,
    filter,
    change,
    rows: data?.rows ?? [],
    resultCount: data?.resultCount ?? 0,
    selected,
    setSelected,
    toggle,
    confirming,
    setConfirming,
    deleting,
    remove,
  };
}

export type PolicyHistoryState = ReturnType<typeof usePolicyHistory>;
