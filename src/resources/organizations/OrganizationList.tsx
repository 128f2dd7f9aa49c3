// The organizations list: server-side search, sort and paging over GET /api/employers, limited by
// the server to the caller's scope (a Producer sees their own organizations).
import {
  BooleanField,
  CreateButton,
  Datagrid,
  List,
  NumberField,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { ExportParticipantsButton } from '../../components/ExportParticipantsButton';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportParticipantsButton />
  </TopToolbar>
);

export const OrganizationList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    exporter={false}
  >
    <Datagrid bulkActionButtons={false} rowClick="show">
      <TextField source="name" />
      <NumberField source="divisionCount" sortable={false} />
      <BooleanField source="isActive" />
    </Datagrid>
  </List>
);
