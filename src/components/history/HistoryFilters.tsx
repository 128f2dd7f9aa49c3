// The bar above a History view: a date range, the person who made the change, the field it
// changed, and a way back to everything.
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HistoryActor } from '../../domain/api/history';
import { changeFieldsOf, historyLabelOf, type HistorySubject } from '../../domain/history/subjects';
import type { HistoryFilterValues } from '../../providers/data';
import { ChoiceSelect } from '../ChoiceSelect';
import { DayField } from '../DayField';

// Side by side on a wide screen, each the width of its content, never wider than a phone.
const FILTER_SX = { width: 190, maxWidth: '100%', flex: '0 1 auto' };

export const HistoryFilters = ({
  subject,
  actors,
  filter,
  onChange,
}: {
  subject: HistorySubject;
  actors: readonly HistoryActor[];
  filter: HistoryFilterValues;
  onChange: (filter: HistoryFilterValues) => void;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`history.filters.${key}`);
  const change = (part: HistoryFilterValues) => onChange({ ...filter, ...part });
  const day = (name: 'from' | 'to') => (
    <DayField
      size="small"
      label={t(name)}
      value={filter[name] ?? ''}
      onChange={(day) => change({ [name]: day || undefined })}
      sx={FILTER_SX}
    />
  );
  const fields = changeFieldsOf(subject)
    .map((name) => ({ value: name, label: translate(historyLabelOf(subject, name)) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      {day('from')}
      {day('to')}
      <ChoiceSelect<string | number>
        label={t('person')}
        value={filter.actorId ?? ''}
        options={[
          { value: '', label: t('anyPerson') },
          ...actors.map((a) => ({ value: a.id, label: a.name })),
        ]}
        onChange={(v) => change({ actorId: v ? Number(v) : undefined })}
        sx={FILTER_SX}
      />
      <ChoiceSelect
        label={t('field')}
        value={filter.field ?? ''}
        options={[{ value: '', label: t('anyField') }, ...fields]}
        onChange={(v) => change({ field: v || undefined })}
        sx={{ ...FILTER_SX, width: 230 }}
      />
      <Button size="small" onClick={() => onChange({})} disabled={Object.keys(filter).length === 0}>
        {t('clear')}
      </Button>
    </Box>
  );
};
