// The users list: server-side search, filters, sort and paging over GET /api/users, limited by
// the server to the caller's scope, with each user's actions and the participants export.
import {
  BooleanField,
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
  useListContext,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { ROLES, type Role } from '../../domain/enums';
import { MANAGEABLE_ROLES } from '../../domain/access';
import { ExportParticipantsButton } from '../../components/ExportParticipantsButton';
import { UserActions, type UserActionRecord } from './UserActions';

const useFilters = (role: Role | undefined) => {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="role"
      source="role"
      choices={ROLES.map((r) => ({ id: r, name: translate(`roles.${r}`) }))}
    />,
    <NullableBooleanInput key="isActive" source="isActive" />,
    ...(role === 'Admin' ? [<BooleanInput key="isDeleted" source="isDeleted" />] : []),
  ];
};

const ListActions = ({ role }: { role: Role | undefined }) => {
  const { filterValues } = useListContext();
  return (
    <TopToolbar>
      <FilterButton />
      {role && MANAGEABLE_ROLES[role].length > 0 && <CreateButton />}
      <ExportParticipantsButton filter={{ q: filterValues.q }} />
    </TopToolbar>
  );
};

export const UserList = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role>();
  return (
    <List
      filters={useFilters(permissions)}
      actions={<ListActions role={permissions} />}
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
