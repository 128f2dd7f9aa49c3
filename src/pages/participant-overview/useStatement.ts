// The statement Client Overview shows: as of today or a valid past date the reader typed, for
// the as-of year or an earlier one they picked.
import { useState } from 'react';
import { usePortalQuery } from '../../providers/data/usePortalQuery';

const todayIso = () => new Date().toISOString().slice(0, 10);

export function useStatement() {
  const today = todayIso();
  const [asOf, setAsOf] = useState(today);
  const [year, setYear] = useState<number | null>(null);
  const validAsOf = /^\d{4}-\d{2}-\d{2}$/.test(asOf) && asOf <= today && asOf >= '1900-01-01';
  const effectiveAsOf = validAsOf ? asOf : today;
  const asOfYear = Number(effectiveAsOf.slice(0, 4));
  const shownYear = year === null || year > asOfYear ? asOfYear : year;
  /** The date the server is asked for: none for today. */
  const requestedAsOf = effectiveAsOf === today ? undefined : effectiveAsOf;
  const query = usePortalQuery(
    ['statement', shownYear, effectiveAsOf],
    (dp) => dp.statement(shownYear, requestedAsOf),
    { placeholderData: (previous) => previous },
  );
  return { query, today, asOf, setAsOf, validAsOf, asOfYear, shownYear, setYear, requestedAsOf };
}

export type StatementState = ReturnType<typeof useStatement>;
