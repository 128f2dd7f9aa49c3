// An Admin's latest changes from the audit trail: when, who, what was done, and the record, a
// link to its page while it exists.
import { TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { RecentChange } from '../../domain/api/dashboard';
import { changePath } from '../../domain/dashboard';
import { formatDateTime } from '../../domain/dates';
import { WideTable } from '../../components/WideTable';
import { dashKey, Section } from './WorkQueue';

const COLUMNS = ['when', 'who', 'what', 'record'] as const;

const ChangeRow = ({ change }: { change: RecentChange }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const path = changePath(change);
  const entity = translate(dashKey(`entities.${change.entity.replace(/\./g, '_')}`), {
    _: change.entity,
  });
  const name = change.recordName ?? `#${change.entityId ?? '–'}`;
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(change.at, locale)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {change.actorName ?? translate(dashKey('system'))}
      </TableCell>
      <TableCell>{translate(dashKey(`actions.${change.action}`), { _: change.action })}</TableCell>
      {/* Wide enough for a name; a phone scrolls the table sideways rather than break words. */}
      <TableCell sx={{ minWidth: 220, overflowWrap: 'break-word' }}>
        {entity}:{' '}
        {path ? (
          <Link to={path} data-testid={`change-${change.id}`}>
            {name}
          </Link>
        ) : (
          name
        )}
      </TableCell>
    </TableRow>
  );
};

export const RecentChanges = ({ changes }: { changes: RecentChange[] }) => {
  const translate = useTranslate();
  const title = translate(dashKey('changes'));
  return (
    <Section title={title}>
      {changes.length === 0 ? (
        <Typography color="text.secondary">{translate(dashKey('changesEmpty'))}</Typography>
      ) : (
        <WideTable label={title} card>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{translate(dashKey(c))}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((c) => (
              <ChangeRow key={c.id} change={c} />
            ))}
          </TableBody>
        </WideTable>
      )}
    </Section>
  );
};
