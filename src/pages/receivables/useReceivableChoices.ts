// The choices of the accounts-receivable page: organization, division and period. They live in
// the address (so Back returns to them); the report runs for what Run put there.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import type { DivisionRow } from '../../domain/api/divisions';
import { MAX_PAGE_SIZE } from '../../domain/listQuery';
import { receivablePeriodSchema } from '../../domain/schemas/afr';
import type { ReceivableRequest } from '../../providers/data';
import { localToday } from './receivableFormat';

/** The organizations of the divisions the reader may see, by name. */
function employersOf(divisions: DivisionRow[] | undefined) {
  const byId = new Map<number, string>();
  for (const d of divisions ?? []) byId.set(d.employerId, d.employerName);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The period's messages by field, the first of each. */
function usePeriod(startDate: string, endDate: string) {
  const translate = useTranslate();
  const period = receivablePeriodSchema.safeParse({ startDate, endDate });
  const errors: Record<string, string> = {};
  if (!period.success) {
    for (const issue of period.error.issues) {
      errors[String(issue.path[0])] ??= translate(issue.message);
    }
  }
  return { valid: period.success, errors };
}

export function useReceivableChoices() {
  const [params, setParams] = useSearchParams();
  const { data: divisions, isPending } = useGetList<DivisionRow>('divisions', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });
  const employers = useMemo(() => employersOf(divisions), [divisions]);
  const divisionId = Number(params.get('division')) || undefined;
  const division = divisions?.find((d) => d.id === divisionId);
  const employerId =
    division?.employerId ??
    (Number(params.get('organization')) || (employers.length === 1 ? employers[0]!.id : undefined));
  const year = localToday().slice(0, 4);
  const [startDate, setStartDate] = useState(params.get('start') ?? `${year}-01-01`);
  const [endDate, setEndDate] = useState(params.get('end') ?? localToday());
  const period = usePeriod(startDate, endDate);
  // The report runs for the division and the period in the address (set by Run).
  const request: ReceivableRequest | undefined =
    division && params.get('start') && params.get('end')
      ? { divisionId: division.id, startDate: params.get('start')!, endDate: params.get('end')! }
      : undefined;
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return {
    isPending,
    employers,
    employerId,
    division,
    divisionsOfEmployer: (divisions ?? []).filter((d) => d.employerId === employerId),
    startDate,
    setStartDate,
    endDate,
    setEndDate,
    period,
    request,
    update,
  };
}

export type ReceivableChoices = ReturnType<typeof useReceivableChoices>;
