// The organizations list: server-side search, sort and paging over GET /api/employers, limited by
// the server to the caller's scope (a Producer sees their own organizations). Phones get a
// compact list; each row opens the organization, with the mouse or with Enter.
import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  List,
  NumberField,
  SearchInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ExportParticipantsButton } from '../../components/ExportParticipantsButton';
import { ListPendingBar } from '../../components/ListPendingBar';
import { RecordLink } from '../../components/RecordLink';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportParticipantsButton />
  </TopToolbar>
);

interface OrganizationRow {
  id: number;
  name: string;
  divisionCount: number;
  isActive: boolean;
}

const organizationPath = (record: { id: number | string }) => `/organizations/${record.id}/show`;

export const OrganizationList = () => {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      <ListPendingBar />
      {phone ? (
        <SimpleList<OrganizationRow>
          primaryText={(record) => record.name}
          secondaryText={(record) =>
            `${translate('resources.organizations.fields.divisionCount')}: ${record.divisionCount}`
          }
          // Long e-mail addresses break rather than push the row past the screen.
          sx={{ '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' } }}
          rowClick="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <RecordLink<OrganizationRow>
            source="name"
            to={organizationPath}
            label="resources.organizations.fields.name"
            sortBy="name"
          />
          <NumberField source="divisionCount" sortable={false} />
          <BooleanField source="isActive" />
        </Datagrid>
      )}
    </List>
  );
};
