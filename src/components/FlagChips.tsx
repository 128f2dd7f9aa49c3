// The warning flags of a policy or an imported row, each an outlined chip, wrapping on a narrow
// cell. With `to`, each chip is a link there (the policy the flags are about).
import { Box, Chip } from '@mui/material';
import { Link } from 'react-router-dom';

export function FlagChips<F extends string>({
  flags,
  label,
  to,
}: {
  flags: readonly F[];
  /** What a flag's chip says. */
  label: (flag: F) => string;
  to?: string;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: 0.5 }}>
      {flags.map((flag) =>
        to ? (
          <Chip
            key={flag}
            size="small"
            color="warning"
            variant="outlined"
            clickable
            component={Link}
            to={to}
            label={label(flag)}
          />
        ) : (
          <Chip key={flag} size="small" color="warning" variant="outlined" label={label(flag)} />
        ),
      )}
    </Box>
  );
}
