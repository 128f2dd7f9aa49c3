// The figures of a report's row: one right-aligned cell a key, in the keys' order.
import type { SxProps, Theme } from '@mui/material';
import { TableCell } from '@mui/material';

export function FigureCells<K extends string>({
  keys,
  format,
  sx,
}: {
  keys: readonly K[];
  /** The figure of a key as the cell shows it. */
  format: (key: K) => string;
  sx?: SxProps<Theme>;
}) {
  return (
    <>
      {keys.map((key) => (
        <TableCell key={key} align="right" sx={sx}>
          {format(key)}
        </TableCell>
      ))}
    </>
  );
}
