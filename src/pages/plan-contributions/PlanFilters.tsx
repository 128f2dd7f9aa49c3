// The filters card of Plan Contributions: period, policies (several or all) and contribution type.
import { Card, CardContent, Grid, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CONTRIBUTION_TYPES } from '../../domain/enums';
import type { UserPolicy } from '../../domain/api/users';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { k, periods, type PlanFilterState } from './planFilter';

type Policy = UserPolicy;

export const PlanFilters = ({
  state,
  policies,
  firstYear,
}: {
  state: PlanFilterState;
  policies: Policy[];
  /** The participant's first year with published data: the years offered start there. */
  firstYear?: number;
}) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <ChoiceSelect
              fullWidth
              label={translate(k('period'))}
              value={state.time}
              onChange={state.setTime}
              options={periods(firstYear).map((p) => ({
                value: p,
                label: /^\d{4}$/.test(p) ? p : translate(k(`periods.${p}`)),
              }))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <PolicyFilter state={state} policies={policies} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TypeFilter state={state} />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
};

const PolicyFilter = ({ state, policies }: { state: PlanFilterState; policies: Policy[] }) => {
  const translate = useTranslate();
  const shown = (selected: number[]) =>
    selected.length === 0
      ? translate(k('allPolicies'))
      : policies
          .filter((p) => selected.includes(p.id))
          .map((p) => p.policyNumber)
          .join(', ');
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={translate(k('policies'))}
      value={state.policyIds}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => shown(selected as number[]),
          displayEmpty: true,
        },
        inputLabel: { shrink: true },
      }}
      onChange={(e) => {
        const value = e.target.value as unknown as number[] | string;
        state.setPolicyIds(typeof value === 'string' ? value.split(',').map(Number) : value);
      }}
    >
      {policies.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.policyNumber} · {p.carrierName}
        </MenuItem>
      ))}
    </TextField>
  );
};

const TypeFilter = ({ state }: { state: PlanFilterState }) => {
  const translate = useTranslate();
  return (
    <ChoiceSelect
      fullWidth
      label={translate(k('contributionType'))}
      value={state.contributionType}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={state.setContributionType}
      options={[
        { value: '', label: translate(k('allTypes')) },
        ...CONTRIBUTION_TYPES.map((type) => ({
          value: type,
          label: translate(`statements.transactionTypes.${type}`),
        })),
      ]}
    />
  );
};
