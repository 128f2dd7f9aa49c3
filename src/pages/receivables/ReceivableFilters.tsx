// The choices card of the accounts-receivable page: organization, division, period and Run.
import { Box, Button, Card, CardContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import type { ReceivableChoices } from './useReceivableChoices';
import { DayField } from '../../components/DayField';

const k = (key: string) => `pages.accountReceivable.${key}`;

const DateChoice = ({
  name,
  value,
  onChange,
  error,
}: {
  name: 'startDate' | 'endDate';
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) => {
  const translate = useTranslate();
  return (
    <DayField
      size="small"
      label={translate(k(name))}
      value={value}
      required
      onChange={onChange}
      onUnreadable={onChange}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { name } }}
    />
  );
};

const ScopeChoices = ({ choices }: { choices: ReceivableChoices }) => {
  const translate = useTranslate();
  const { employers, employerId, division, divisionsOfEmployer, update } = choices;
  return (
    <>
      <ChoiceSelect
        label={translate(k('organization'))}
        value={employerId ?? ''}
        onChange={(organization) => update({ organization, division: undefined })}
        slotProps={{ select: { inputProps: { 'data-testid': 'ar-organization' } } }}
        options={employers.map((e) => ({ value: e.id, label: e.name }))}
      />
      <ChoiceSelect
        label={translate(k('division'))}
        value={division?.id ?? ''}
        disabled={!employerId}
        onChange={(id) => update({ division: id })}
        slotProps={{ select: { inputProps: { 'data-testid': 'ar-division' } } }}
        options={divisionsOfEmployer.map((d) => ({ value: d.id, label: d.name }))}
      />
    </>
  );
};

export const ReceivableFilters = ({ choices }: { choices: ReceivableChoices }) => {
  const translate = useTranslate();
  const { division, period, startDate, endDate } = choices;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (division && period.valid) {
              choices.update({ start: startDate, end: endDate, division: String(division.id) });
            }
          }}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 2fr 1fr 1fr auto' },
            alignItems: 'start',
          }}
        >
          <ScopeChoices choices={choices} />
          <DateChoice
            name="startDate"
            value={startDate}
            onChange={choices.setStartDate}
            error={period.errors.startDate}
          />
          <DateChoice
            name="endDate"
            value={endDate}
            onChange={choices.setEndDate}
            error={period.errors.endDate}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={!division || !period.valid}
            sx={{ height: 40 }}
          >
            {translate(k('run'))}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
