// The users list: server-side search, filters, sort and paging over GET /api/users, limited by
// the server to the caller's scope, with each user's actions and the participants export.
import { Link } from 'react-router-dom';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import {
  BooleanField,
  Button,
  BooleanInput,
  CreateButton,
  Datagrid,
  EmailField,
  FilterButton,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useCanAccess,
  useListContext,
  useTranslate,
} from 'react-admin';
import { ROLES } from '../../domain/enums';
import { ExportParticipantsButton } from '../../components/ExportParticipantsButton';
import { UserActions, type UserActionRecord } from './UserActions';

/** To the policies that need attention, for the roles that have that list. */
const PolicyHealthButton = () => {
  const { canAccess } = useCanAccess({ resource: 'policy-health', action: 'list' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to="/policy-health" label="pages.policyHealth.title">
      <HealthAndSafetyIcon />
    </Button>
  );
};

const useFilters = () => {
  const translate = useTranslate();
  const { canAccess: seesDeleted } = useCanAccess({ resource: 'users.isDeleted', action: 'list' });
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="role"
      source="role"
      choices={ROLES.map((r) => ({ id: r, name: translate(`roles.${r}`) }))}
    />,
    <NullableBooleanInput key="isActive" source="isActive" />,
    ...(seesDeleted ? [<BooleanInput key="isDeleted" source="isDeleted" />] : []),
  ];
};

// CreateButton hides itself from a role that may create no user (canAccess users create).
const ListActions = () => {
  const { filterValues } = useListContext();
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
      <ExportParticipantsButton filter={{ q: filterValues.q }} />
      <PolicyHealthButton />
    </TopToolbar>
  );
};

export const UserList = () => {
  const translate = useTranslate();
  return (
    <List
      filters={useFilters()}
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={(id) => `/users/${id}`}>
        <TextField source="name" />
        <EmailField source="email" onClick={(e) => e.stopPropagation()} />
        <TextField source="phoneNumber" sx={{ whiteSpace: 'nowrap' }} />
        <FunctionField
          source="role"
          render={(record: { role: string }) => translate(`roles.${record.role}`)}
        />
        <BooleanField source="isActive" />
        <FunctionField
          label="resources.users.fields.actions"
          render={(record: UserActionRecord) => <UserActions record={record} />}
        />
      </Datagrid>
    </List>
  );
};
