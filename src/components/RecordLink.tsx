// The first cell of a list row as a link to the record, so that every row can be reached with
// Tab and opened with Enter (the row's own click handler serves the mouse).
import { Link as MuiLink } from '@mui/material';
import { Link, useRecordContext } from 'react-admin';
import type { RaRecord } from 'react-admin';

export const RecordLink = <R extends RaRecord>({
  source,
  to,
}: {
  source: keyof R & string;
  to: (record: R) => string;
  /** The column header (read by react-admin's Datagrid). */
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}) => {
  const record = useRecordContext<R>();
  if (!record) return null;
  return (
    <MuiLink
      component={Link}
      to={to(record)}
      underline="hover"
      color="inherit"
      // The row would handle the same click again.
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      {String(record[source] ?? '')}
    </MuiLink>
  );
};
