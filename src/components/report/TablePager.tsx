// The pager under a report table: a fixed page size, and "from–to of count" in the reader's words.
import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

export const TablePager = ({
  count,
  page,
  perPage,
  onPage,
  rowsLabel,
}: {
  count: number;
  /** Counted from 0. */
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** The message key of "{from}–{to} of {count}". */
  rowsLabel: string;
}) => {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_, p) => onPage(p)}
      rowsPerPage={perPage}
      rowsPerPageOptions={[perPage]}
      labelDisplayedRows={({ from, to, count: total }) =>
        translate(rowsLabel, { from, to, count: total })
      }
    />
  );
};
