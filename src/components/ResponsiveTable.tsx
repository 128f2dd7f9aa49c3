// A table of figures that stays readable on a phone: a table from the small breakpoint up, and
// below it one card per row with each value under its label (no sideways scrolling).
import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

export interface ResponsiveTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** What an empty table says. */
  empty: ReactNode;
  /** Names the table for assistive technology. */
  label: string;
  /** A last row of totals, shown bold. */
  footer?: T;
}

/** Below the small breakpoint: one card per row, each value under its label. */
function RowCards<T>({
  columns,
  rows,
  rowKey,
  label,
  footer,
}: Omit<ResponsiveTableProps<T>, 'empty'>) {
  const all = footer ? [...rows, footer] : rows;
  return (
    <Box role="list" aria-label={label} sx={{ display: 'grid', gap: 1 }}>
      {all.map((row, i) => (
        <Card role="listitem" variant="outlined" key={i === rows.length ? 'footer' : rowKey(row)}>
          <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.25,
                m: 0,
              }}
            >
              {columns.map((c) => (
                <Box key={c.key} sx={{ display: 'contents' }}>
                  <Typography
                    component="dt"
                    variant="caption"
                    color="text.secondary"
                    sx={{ alignSelf: 'center' }}
                  >
                    {c.label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{
                      m: 0,
                      textAlign: 'right',
                      overflowWrap: 'anywhere',
                      fontWeight: i === rows.length ? 600 : undefined,
                    }}
                  >
                    {c.render(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** From the small breakpoint up: a table, with the totals row in bold. */
function RowTable<T>({
  columns,
  rows,
  rowKey,
  label,
  footer,
}: Omit<ResponsiveTableProps<T>, 'empty'>) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align} sx={{ overflowWrap: 'anywhere' }}>
                  {c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {footer && (
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align} sx={{ fontWeight: 600 }}>
                  {c.render(footer)}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function ResponsiveTable<T>({ empty, ...props }: ResponsiveTableProps<T>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (props.rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {empty}
      </Typography>
    );
  }
  return phone ? <RowCards {...props} /> : <RowTable {...props} />;
}
