// The users list: server-side search, filters, sort and paging over GET /api/users, limited by
// the server to the caller's scope.
import {
  BooleanField,
  Datagrid,
  EmailField,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { ROLES } from '../../domain/enums';

const useFilters = () => {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="role"
      source="role"
      choices={ROLES.map((r) => ({ id: r, name: translate(`roles.${r}`) }))}
    />,
    <NullableBooleanInput key="isActive" source="isActive" />,
  ];
};

export const UserList = () => {
  const translate = useTranslate();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="phoneNumber" />
        <FunctionField
          source="role"
          render={(record: { role: string }) => translate(`roles.${record.role}`)}
        />
        <BooleanField source="isActive" />
      </Datagrid>
    </List>
  );
};
