// A page's heading with what acts on the page beside it: the title (long names wrap) and a line
// under it on the left, the actions on the right; one above the other on narrow screens.
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

export const PageHeading = ({
  title,
  subtitle,
  actions,
  rowFrom = 'sm',
  alignActions = 'center',
}: {
  title: ReactNode;
  /** What stands under the title (the record's context). */
  subtitle?: ReactNode;
  actions: ReactNode;
  /** The breakpoint from which title and actions stand side by side. */
  rowFrom?: 'sm' | 'md';
  /** Where the actions stand against the title once side by side. */
  alignActions?: 'center' | 'flex-start';
}) => (
  <Stack
    direction={{ xs: 'column', [rowFrom]: 'row' }}
    spacing={2}
    sx={{ justifyContent: 'space-between', alignItems: { [rowFrom]: alignActions }, mb: 2 }}
  >
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {subtitle}
    </Box>
    {actions}
  </Stack>
);
