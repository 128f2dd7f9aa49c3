// The policies that need attention: participant, policy and carrier, plan, the flags (each a
// link to the policy on its participant's page) and the last valuation date.
import { Link, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { WideTable } from '../../components/WideTable';
import { FlagChips } from '../../components/FlagChips';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PolicyHealthRow } from '../../domain/api/policies';
import { formatDate } from '../../domain/dates';

export const healthKey = (key: string) => `pages.policyHealth.${key}`;

const HEADINGS = ['participant', 'policy', 'plan', 'flags', 'lastValuationDate'];

const HealthRow = ({ row: r }: { row: PolicyHealthRow }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const to = `/users/${r.userId}?policy=${r.policyId}`;
  return (
    <TableRow>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.clientName}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {/* The portal's link style (the lists' record links), not the browser's blue. */}
        <Link component={RouterLink} to={to} underline="hover" color="inherit" fontWeight={500}>
          {r.policyNumber}
        </Link>
        <Typography variant="caption" component="div" color="text.secondary">
          {r.carrierName}
        </Typography>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {r.employerName} · {r.divisionName}
      </TableCell>
      <TableCell>
        <FlagChips flags={r.flags} label={(flag) => translate(healthKey(`flag.${flag}`))} to={to} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(r.lastValuationDate, locale) || '—'}
      </TableCell>
    </TableRow>
  );
};

export const HealthTable = ({ rows }: { rows: PolicyHealthRow[] }) => {
  const translate = useTranslate();
  return (
    <WideTable label={translate(healthKey('title'))}>
      <TableHead>
        <TableRow>
          {HEADINGS.map((h) => (
            <TableCell key={h}>{translate(healthKey(h))}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <HealthRow key={r.policyId} row={r} />
        ))}
      </TableBody>
    </WideTable>
  );
};
