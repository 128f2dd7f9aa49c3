// A policy's history rows as a table: a check box and a delete button per row unless the
// policy is frozen, the figures of a valuation or of a transaction, the state and the file.
import {
  Checkbox,
  Chip,
  IconButton,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { WideTable } from '../../../components/WideTable';
import DeleteIcon from '@mui/icons-material/Delete';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { useMoney } from '../../../components/useMoney';
import { historyKey, rowDate, type PolicyHistoryState, type Row } from './usePolicyHistory';

type Props = { state: PolicyHistoryState; frozen: boolean };

const HeadRow = ({ state, frozen }: Props) => {
  const translate = useTranslate();
  const t = (key: string) => translate(historyKey(key));
  const { rows, selected } = state;
  const allChecked = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  return (
    <TableRow>
      {!frozen && (
        <TableCell padding="checkbox">
          <Checkbox
            checked={allChecked}
            onChange={() => state.setSelected(allChecked ? [] : rows.map((r) => r.id))}
            slotProps={{ input: { 'aria-label': t('selectAll') } }}
          />
        </TableCell>
      )}
      <TableCell>{t('date')}</TableCell>
      {state.kind === 'values' ? (
        <>
          <TableCell align="right">{t('accumulatedValue')}</TableCell>
          <TableCell align="right">{t('loanBalance')}</TableCell>
          <TableCell align="right">{t('deathBenefit')}</TableCell>
        </>
      ) : (
        <>
          <TableCell>{t('type')}</TableCell>
          <TableCell align="right">{t('amount')}</TableCell>
        </>
      )}
      <TableCell>{t('state')}</TableCell>
      <TableCell>{t('file')}</TableCell>
      {!frozen && <TableCell />}
    </TableRow>
  );
};

const Figures = ({ row }: { row: Row }) => {
  const translate = useTranslate();
  const money = useMoney();
  if ('valuationDate' in row) {
    return (
      <>
        <TableCell align="right">{money(row.accumulatedValue)}</TableCell>
        <TableCell align="right">{money(row.loanBalance)}</TableCell>
        <TableCell align="right">{money(row.totalDeathBenefit)}</TableCell>
      </>
    );
  }
  return (
    <>
      <TableCell>
        {row.contributionType}
        {row.isExchanged && ` · ${translate(historyKey('exchanged'))}`}
      </TableCell>
      <TableCell align="right">{money(row.amount)}</TableCell>
    </>
  );
};

const HistoryRow = ({ state, frozen, row }: Props & { row: Row }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) => translate(historyKey(key), options);
  const date = formatDate(rowDate(row), locale);
  return (
    <TableRow data-testid={`history-row-${row.id}`}>
      {!frozen && (
        <TableCell padding="checkbox">
          <Checkbox
            checked={state.selected.includes(row.id)}
            onChange={() => state.toggle(row.id)}
            slotProps={{ input: { 'aria-label': t('select', { date }) } }}
          />
        </TableCell>
      )}
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
      <Figures row={row} />
      <TableCell>
        <Chip
          size="small"
          color={row.isPublished ? 'success' : 'warning'}
          label={row.isPublished ? t('published') : t('unpublished')}
        />
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
        {row.fileName ?? t('noFile')}
      </TableCell>
      {!frozen && (
        <TableCell padding="none">
          <Tooltip title={translate('ra.action.delete')}>
            <IconButton
              color="error"
              aria-label={t('deleteRow', { date })}
              onClick={() => state.setConfirming([row.id])}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </TableCell>
      )}
    </TableRow>
  );
};

export const HistoryTable = ({ state, frozen }: Props) => {
  const translate = useTranslate();
  return (
    <WideTable label={translate(historyKey(state.kind))}>
      <TableHead>
        <HeadRow state={state} frozen={frozen} />
      </TableHead>
      <TableBody>
        {state.rows.map((row) => (
          <HistoryRow key={row.id} state={state} frozen={frozen} row={row} />
        ))}
      </TableBody>
    </WideTable>
  );
};
