// A value under its small label, as the record pages show facts; a dash when there is none. Long
// values (an e-mail address without spaces) wrap inside their column instead of running into
// the next one.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export const LabelledValue = ({
  label,
  value,
  testId,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
}) => (
  <Box sx={{ mb: 1.5, minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography component="div" sx={{ overflowWrap: 'anywhere' }} data-testid={testId}>
      {value || '—'}
    </Typography>
  </Box>
);
