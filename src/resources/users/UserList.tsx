// The users list: server-side search, filters, sort and paging over GET /api/users, limited by
// the server to the caller's scope, with each user's actions and the participants export. Phones
// get a compact list; each row opens the user's profile, with the mouse or with Enter.
import { useMediaQuery, type Theme } from '@mui/material';
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
  SimpleList,
  TextField,
  TopToolbar,
  useCanAccess,
  useListContext,
  useTranslate,
} from 'react-admin';
import { ROLES } from '../../domain/enums';
import { ExportParticipantsButton } from '../../components/ExportParticipantsButton';
import { ListPendingBar } from '../../components/ListPendingBar';
import { RecordLink } from '../../components/RecordLink';
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

const userPath = (record: { id: number | string }) => `/users/${record.id}`;

export const UserList = () => {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={useFilters()}
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      <ListPendingBar />
      {phone ? (
        <SimpleList<UserActionRecord & { name: string; email: string; role: string }>
          primaryText={(record) => record.name}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => translate(`roles.${record.role}`)}
          // Long e-mail addresses break rather than push the row past the screen.
          sx={{ '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' } }}
          rowClick={(id) => `/users/${id}`}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={(id) => `/users/${id}`}>
          <RecordLink<{ id: number; name: string }>
            source="name"
            to={userPath}
            label="resources.users.fields.name"
            sortBy="name"
          />
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
      )}
    </List>
  );
};
