// The bar above a policy's history: dates, transaction type, published state, and the deletion
// of the selected rows.
import { Box, Button, MenuItem, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { TRANSACTION_TYPES } from '../../../domain/enums';
import { historyKey, type PolicyHistoryState } from './usePolicyHistory';
import { DayField } from '../../../components/DayField';

// Filters side by side on a wide screen, each the width of its content, never wider than a phone.
const FILTER_SX = { width: 200, maxWidth: '100%', flex: '0 1 auto' };

const DateFilter = ({ state, field }: { state: PolicyHistoryState; field: 'from' | 'to' }) => {
  const translate = useTranslate();
  return (
    <DayField
      fullWidth={false}
      size="small"
      label={translate(historyKey(field))}
      value={state.filter[field] ?? ''}
      onChange={(day) => state.change({ [field]: day || undefined })}
      sx={FILTER_SX}
    />
  );
};

const TypeFilter = ({ state }: { state: PolicyHistoryState }) => {
  const translate = useTranslate();
  return (
    <TextField
      fullWidth={false}
      select
      size="small"
      label={translate(historyKey('type'))}
      value={state.filter.type ?? ''}
      onChange={(e) => state.change({ type: e.target.value || undefined })}
      sx={{ ...FILTER_SX, width: 240 }}
    >
      <MenuItem value="">{translate(historyKey('allTypes'))}</MenuItem>
      {TRANSACTION_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {translate(`statements.transactionTypes.${type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

const StateFilter = ({ state }: { state: PolicyHistoryState }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(historyKey(key));
  const { isPublished } = state.filter;
  return (
    <TextField
      fullWidth={false}
      select
      size="small"
      label={t('state')}
      value={isPublished === undefined ? '' : String(isPublished)}
      onChange={(e) =>
        state.change({ isPublished: e.target.value === '' ? undefined : e.target.value === 'true' })
      }
      sx={FILTER_SX}
    >
      <MenuItem value="">{t('allStates')}</MenuItem>
      <MenuItem value="true">{t('published')}</MenuItem>
      <MenuItem value="false">{t('unpublished')}</MenuItem>
    </TextField>
  );
};

export const HistoryFilters = ({
  state,
  frozen,
}: {
  state: PolicyHistoryState;
  frozen: boolean;
}) => {
  const translate = useTranslate();
  const { selected } = state;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}>
      <DateFilter state={state} field="from" />
      <DateFilter state={state} field="to" />
      {state.kind === 'transactions' && <TypeFilter state={state} />}
      <StateFilter state={state} />
      {!frozen && (
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          disabled={selected.length === 0}
          onClick={() => state.setConfirming(selected)}
        >
          {translate(historyKey('deleteSelected'), { count: selected.length })}
        </Button>
      )}
    </Box>
  );
};
