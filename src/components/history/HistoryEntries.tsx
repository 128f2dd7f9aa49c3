// The entries of a History view: each write with when, who and what kind of write, and a table of
// the fields it changed, label, value before and value after, as the reader's language writes them.
import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { HistoryEntry, HistoryNames } from '../../domain/api/history';
import { formatDateTime } from '../../domain/dates';
import { historyLabelOf, type HistorySubject } from '../../domain/history/subjects';
import { changeValueText } from '../../domain/history/text';

const VALUE_SX = { whiteSpace: 'pre-line', overflowWrap: 'anywhere', verticalAlign: 'top' };

const Entry = ({
  subject,
  entry,
  names,
}: {
  subject: HistorySubject;
  entry: HistoryEntry;
  names: HistoryNames;
}) => {
  const translate = useTranslate();
  const [lang = 'en'] = useLocaleState();
  const t = (key: string) => translate(`history.columns.${key}`);
  const text = (field: string, value: unknown) =>
    changeValueText(subject.fields[field], value, translate, lang, names) ||
    translate('history.blank');
  const heading = [
    translate(`history.actions.${entry.action}`, { _: entry.action }),
    formatDateTime(entry.at, lang),
    entry.actorName ?? translate('history.system'),
  ].join(' · ');
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }}>
      <Typography variant="subtitle2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      {entry.changes.length > 0 && (
        <Table size="small" sx={{ mt: 1, tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '30%' }}>{t('field')}</TableCell>
              <TableCell>{t('before')}</TableCell>
              <TableCell>{t('after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entry.changes.map((c) => (
              <TableRow key={c.field} data-testid={`change-${c.field}`}>
                <TableCell component="th" scope="row" sx={VALUE_SX}>
                  {translate(historyLabelOf(subject, c.field))}
                </TableCell>
                <TableCell sx={{ ...VALUE_SX, color: 'text.secondary' }}>
                  {text(c.field, c.before)}
                </TableCell>
                <TableCell sx={VALUE_SX}>{text(c.field, c.after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
};

export const HistoryEntries = ({
  subject,
  entries,
  names,
}: {
  subject: HistorySubject;
  entries: readonly HistoryEntry[];
  names: HistoryNames;
}) => (
  <Box component="ol" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }} data-testid="history-entries">
    {entries.map((e) => (
      <Entry key={e.id} subject={subject} entry={e} names={names} />
    ))}
  </Box>
);
