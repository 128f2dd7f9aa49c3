// Policy health: the active policies of the reader's scope that need attention, filterable by
// organization and plan; each flag links to the policy on its participant's page.
import { useState } from 'react';
import { Box, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { Loading, useGetList, useTranslate } from 'react-admin';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import { HealthTable, healthKey } from './HealthTable';
import { PageTitle } from '../../components/PageTitle';

const BY_NAME = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'name', order: 'ASC' as const },
};

/** A choice among records, or all of them (no value). */
const ScopeSelect = ({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: number | undefined;
  options: { id: number; label: string }[];
  onChange: (id: number | undefined) => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      fullWidth={false}
      sx={{ width: 280, maxWidth: '100%' }}
    >
      <MenuItem value="">{translate(healthKey('all'))}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

export const PolicyHealth = () => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(healthKey(key), options);
  const [employerId, setEmployerId] = useState<number | undefined>();
  const [divisionId, setDivisionId] = useState<number | undefined>();
  const { data: organizations = [] } = useGetList('organizations', BY_NAME);
  const { data: divisions = [] } = useGetList(
    'divisions',
    { ...BY_NAME, filter: { employerIds: employerId ? [employerId] : undefined } },
    { enabled: !!employerId },
  );
  const { data: rows, isPending } = usePortalQuery(
    ['policy-health', employerId, divisionId],
    (dp) => dp.policyHealth({ employerId, divisionId }),
  );
  return (
    <Box sx={{ mt: 1 }}>
      <PageTitle title={t('title')} sx={{ mb: 1 }} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <ScopeSelect
          label={t('organization')}
          value={employerId}
          options={organizations.map((o) => ({ id: o.id, label: o.name }))}
          onChange={(id) => {
            setEmployerId(id);
            setDivisionId(undefined);
          }}
        />
        <ScopeSelect
          label={t('division')}
          value={divisionId}
          disabled={!employerId}
          options={divisions.map((d) => ({ id: d.id, label: d.planName ?? d.name }))}
          onChange={setDivisionId}
        />
      </Box>
      {isPending ? (
        <Loading />
      ) : !rows || rows.length === 0 ? (
        <Typography>{t('none')}</Typography>
      ) : (
        <Card>
          <CardContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('count', { count: rows.length })}
            </Typography>
            <HealthTable rows={rows} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
