// The carriers list (Admins): server-side search, sort, paging and the active filter over
// GET /api/carriers; a simple list on phones; and the CSV export of every row the filter selects.
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Link as MuiLink, useMediaQuery, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  BooleanField,
  Button,
  CreateButton,
  Datagrid,
  downloadCSV,
  FilterButton,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { CarrierRow } from '../../domain/api/carriers';
import type { PortalDataProvider } from '../../providers/data';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const csvCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const place = (r: CarrierRow) => [r.city, r.state].filter(Boolean).join(', ');

/**
 * Exports every carrier the search and filter select, not only the page shown: the rows are read
 * in pages of the API's largest size, so there is no 1,000-row cap (carriers number in the tens,
 * so a server-side file would add an endpoint for nothing).
 */
const ExportCarriersButton = () => {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const onClick = async () => {
    setExporting(true);
    try {
      const rows = await dataProvider.allCarriers(filterValues, sort);
      const yes = translate('resources.carriers.active');
      const no = translate('resources.carriers.inactive');
      const field = (name: string) => translate(`resources.carriers.fields.${name}`);
      const header = ['id', 'name', 'city', 'state', 'isActive'].map(field);
      const lines = rows.map((r) => [r.id, r.name, r.city, r.state, r.isActive ? yes : no]);
      const csv = [header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n');
      downloadCSV(csv, 'carriers');
    } catch {
      notify('errors.exportFailed', { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button label="ra.action.export" onClick={onClick} disabled={exporting || total === 0}>
      <DownloadIcon />
    </Button>
  );
};

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCarriersButton />
  </TopToolbar>
);

export const CarrierList = () => {
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      {isPhone ? (
        <SimpleList<CarrierRow>
          primaryText={(r) => r.name}
          secondaryText={(r) => place(r) || '–'}
          tertiaryText={(r) =>
            translate(r.isActive ? 'resources.carriers.active' : 'resources.carriers.inactive')
          }
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          {/* The name is a link too, so a keyboard reaches each row and Enter opens it. */}
          <FunctionField
            source="name"
            render={(r: CarrierRow) => (
              <MuiLink
                component={Link}
                to={`/carriers/${r.id}/show`}
                onClick={(e) => e.stopPropagation()}
                underline="hover"
                color="inherit"
              >
                {r.name}
              </MuiLink>
            )}
          />
          <TextField source="city" />
          <TextField source="state" />
          <BooleanField source="isActive" />
        </Datagrid>
      )}
    </List>
  );
};
