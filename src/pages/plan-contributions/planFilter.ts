// The reader's choices on Plan Contributions: a period, policies and a contribution type; a
// change of them goes back to each table's first page.
import { useState } from 'react';
import type { HistoryFilter } from '../../providers/data';

export const k = (key: string) => `pages.planContributions.${key}`;
export const PER_PAGE = 10;

/**
 * The periods a reader picks from: named ones, then each year from now back to the
 * participant's first year with data (this year alone until that is known).
 */
export function periods(firstYear?: number): string[] {
  const year = new Date().getUTCFullYear();
  const from = Math.min(firstYear ?? year, year);
  const years = Array.from({ length: year - from + 1 }, (_, i) => String(year - i));
  return ['all', 'ytd', 'last12', ...years];
}

export function usePlanFilter() {
  const [time, setTimeValue] = useState('ytd');
  const [policyIds, setPolicyIdsValue] = useState<number[]>([]);
  const [contributionType, setTypeValue] = useState('');
  const [page, setPage] = useState(0);
  const [historyPage, setHistoryPage] = useState(0);
  const restart = () => {
    setPage(0);
    setHistoryPage(0);
  };
  const filter: HistoryFilter = {
    time,
    policyIds,
    contributionType: contributionType || undefined,
  };
  const historyFilter: HistoryFilter = { time, policyIds };
  return {
    time,
    policyIds,
    contributionType,
    page,
    historyPage,
    setPage,
    setHistoryPage,
    setTime: (value: string) => {
      setTimeValue(value);
      restart();
    },
    setPolicyIds: (value: number[]) => {
      setPolicyIdsValue(value);
      restart();
    },
    setContributionType: (value: string) => {
      setTypeValue(value);
      setPage(0);
    },
    /** The contributions' filter. */
    filter,
    /** The value history's filter: no contribution type. */
    historyFilter,
  };
}

export type PlanFilterState = ReturnType<typeof usePlanFilter>;
