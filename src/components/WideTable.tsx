// A small table that scrolls sideways within a phone's width instead of widening the page.
import type { ReactNode } from 'react';
import { Card, Table, TableContainer, type SxProps, type Theme } from '@mui/material';

export const WideTable = ({
  label,
  testId,
  card,
  sx,
  children,
}: {
  /** Names the table for assistive technology. */
  label?: string;
  testId?: string;
  /** Drawn as a card of its own. */
  card?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) => (
  <TableContainer
    component={card ? Card : 'div'}
    sx={{ overflowX: 'auto', contain: 'inline-size' }}
  >
    <Table size="small" aria-label={label} data-testid={testId} sx={sx}>
      {children}
    </Table>
  </TableContainer>
);
