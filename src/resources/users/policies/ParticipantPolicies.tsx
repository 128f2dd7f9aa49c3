// A participant's policies on the user detail (spec 2: the detail reuses the profile page): the
// list, and the chosen policy (?policy=id) with its computed figures, exchange chain,
// beneficiaries, allocations, history rows and change history; the editor and the exchange.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  DataTable,
  ListContextProvider,
  useCanAccess,
  useDataProvider,
  useList,
  useTranslate,
} from 'react-admin';
import type { UserDetail, UserPolicy } from '../../../domain/api/users';
import type { PortalDataProvider } from '../../../providers/data';
import { policyColumns } from '../../../components/PoliciesTable';
import { PolicyEditor } from './PolicyEditor';
import { PolicyPanel } from './PolicyPanel';
import { usePolicySave } from './usePolicySave';

/** The participant's policies; a click chooses one. */
const PolicyList = ({
  policies,
  selected,
  onSelect,
}: {
  policies: UserPolicy[];
  selected: number | null;
  onSelect: (id: number) => void;
}) => {
  const translate = useTranslate();
  const list = useList({ data: policies });
  return (
    <ListContextProvider value={list}>
      {/* Scrolls sideways within a phone's width instead of widening the page. */}
      <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
        <DataTable<UserPolicy>
          resource="policies"
          bulkActionButtons={false}
          rowClick={(id) => {
            onSelect(Number(id));
            return false;
          }}
          rowSx={(p) => (p.id === selected ? { backgroundColor: 'action.selected' } : {})}
          size="small"
        >
          {policyColumns('resources.policies.fields', translate)}
        </DataTable>
      </Box>
    </ListContextProvider>
  );
};

export const ParticipantPolicies = ({ user }: { user: UserDetail }) => {
  const translate = useTranslate();
  const save = usePolicySave();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('policy')) || null;
  const { canAccess: creates } = useCanAccess({ resource: 'carriers', action: 'list' });
  const [creating, setCreating] = useState(false);
  const select = (id: number) =>
    setParams(
      (p) => {
        p.set('policy', String(id));
        return p;
      },
      { replace: true },
    );
  const create = (values: Record<string, unknown>) =>
    save(
      () => dataProvider.savePolicy({ ...values, clientId: user.clientId }),
      () => setCreating(false),
      select,
    );
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
          {translate('resources.policies.name_other')}
        </Typography>
        {creates && user.clientId && (
          <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate('resources.policies.create')}
          </Button>
        )}
      </Box>
      {user.policies.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.policies.none')}</Typography>
      ) : (
        <PolicyList policies={user.policies} selected={selected} onSelect={select} />
      )}
      {selected && user.policies.some((p) => p.id === selected) && (
        <PolicyPanel policyId={selected} user={user} onSelect={select} />
      )}
      {creating && user.clientId && (
        <PolicyEditor
          mode="create"
          clientId={user.clientId}
          onClose={() => setCreating(false)}
          onSubmit={create}
        />
      )}
    </Box>
  );
};
