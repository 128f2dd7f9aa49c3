// The list view of a described resource: react-admin's <List> with the search and filters, the
// sortable <DataTable> columns and a one-line list on phones that the description names, the
// create button where the role may create, and the CSV export of every row the filter selects.
// A screen adds what is special to it (extra columns or buttons) through the props.
import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SearchInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useResourceDefinition,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import {
  filtersOf,
  labelOf,
  listColumnsOf,
  phoneSlotOf,
  sortKeyOf,
  type EntityDescription,
  type EntityResource,
  type PhoneSlot,
} from '../../domain/entities';
import { ListPendingBar } from '../ListPendingBar';
import { ColumnsButton } from '../savedViews/ColumnsButton';
import { SavedViewsButton } from '../savedViews/SavedViewsButton';
import { EntityExportButton } from './EntityExportButton';
import { entityFilter } from './inputs';
import { FieldValue, recordPath, valueText } from './values';

export interface EntityListProps {
  entity: EntityDescription;
  /** The page a row opens; the record's show page by default. */
  pathOf?: (record: RaRecord) => string;
  /** Buttons of the toolbar besides filter, create and export. */
  actions?: ReactNode;
  /** Columns after the described ones (e.g. a row's actions). */
  extraColumns?: ReactNode;
  /** Filters always applied (e.g. the carrier of a tab). */
  filter?: Record<string, unknown>;
  /** Inside another page (a tab): no title, no own filters in the address. */
  embedded?: boolean;
  /** Columns left out (e.g. the carrier inside the carrier's page). */
  omit?: readonly string[];
  /**
   * The described CSV export; a list whose export is something else (the users' and
   * organizations' lists export their participants, spec 7) gives it in `actions` instead.
   */
  exports?: boolean;
}

/** The search box and the described filters; a field-level filter only for the roles it allows. */
const useFilters = (entity: EntityDescription, omit: readonly string[]) => {
  const restricted = filtersOf(entity).find((f) => f.access);
  const { canAccess: seesRestricted } = useCanAccess({
    resource: restricted?.access ?? entity.resource,
    action: 'list',
  });
  return [
    ...(entity.search ? [<SearchInput key="q" source="q" alwaysOn />] : []),
    ...filtersOf(entity)
      .filter((f) => !omit.includes(f.name) && (!f.access || seesRestricted))
      .map((f) => entityFilter(entity, f.name, f.param)),
  ];
};

/** A phone's row: the described primary, secondary and tertiary texts. */
const usePhoneText = (entity: EntityDescription) => {
  const translate = useTranslate();
  const [lang = 'en'] = useLocaleState();
  return (slot: PhoneSlot) => {
    const f = phoneSlotOf(entity, slot);
    if (!f) return undefined;
    return (record: RaRecord) => String(valueText(f, f.name, record, translate, lang) || '–');
  };
};

const Actions = ({
  entity,
  actions,
  exports = true,
  views,
}: {
  entity: EntityDescription;
  actions?: ReactNode;
  exports?: boolean;
  /** The saved views and the columns picker (`columns`: the desktop grid's, with its omissions). */
  views?: { columns?: readonly string[] };
}) => (
  // Longer labels (Vietnamese) wrap onto a second line rather than push the grid sideways.
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    {filtersOf(entity).length > 0 && <FilterButton />}
    {/* Where the resource has a create page and the role may create (the button asks). */}
    {useResourceDefinition().hasCreate && <CreateButton />}
    {views && <SavedViewsButton resource={entity.resource as EntityResource} />}
    {views?.columns && <ColumnsButton entity={entity} omit={views.columns} />}
    {exports && <EntityExportButton entity={entity} />}
    {actions}
  </TopToolbar>
);

/** The first column's link goes where the row goes. */
const LinkedValue = ({
  entity,
  name,
  pathOf,
}: {
  entity: EntityDescription;
  name: string;
  pathOf: (record: RaRecord) => string;
}) => {
  const record = useRecordContext();
  return <FieldValue entity={entity} name={name} link={record ? pathOf(record) : undefined} />;
};

/**
 * The described columns over the rows of the list context: a list's page, or a record's array
 * (a carrier's products inside its page). Each row opens its own record.
 */
export const EntityDataTable = ({
  entity,
  pathOf = (record) => recordPath(entity.resource, record.id),
  extraColumns,
  omit = [],
  storeKey,
  empty,
}: Pick<EntityListProps, 'entity' | 'pathOf' | 'extraColumns' | 'omit'> & {
  storeKey?: string;
  empty?: ReactNode;
}) => (
  <DataTable
    bulkActionButtons={false}
    rowClick={(_id, _resource, record) => pathOf(record)}
    storeKey={storeKey}
    empty={empty}
  >
    {listColumnsOf(entity)
      .filter((f) => !omit.includes(f.name))
      .map((f) => (
        <DataTable.Col
          key={f.name}
          // The column sorts by its API sort key, which is also what the row carries.
          source={f.reference ? f.reference.nameField : f.name}
          label={labelOf(entity, f.name)}
          disableSort={!f.sort || (f.reference && sortKeyOf(f) !== f.reference.nameField)}
          sx={f.type === 'phone' ? { whiteSpace: 'nowrap' } : undefined}
        >
          {typeof f.list === 'object' && f.list.link ? (
            <LinkedValue entity={entity} name={f.name} pathOf={pathOf} />
          ) : (
            <FieldValue entity={entity} name={f.name} />
          )}
        </DataTable.Col>
      ))}
    {extraColumns}
  </DataTable>
);

export const EntityList = ({
  entity,
  pathOf = (record) => recordPath(entity.resource, record.id),
  actions,
  extraColumns,
  filter,
  embedded,
  omit = [],
  exports,
}: EntityListProps) => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const phoneText = usePhoneText(entity);
  const filters = useFilters(entity, omit);
  return (
    <List
      resource={entity.resource}
      filters={filters}
      filter={filter}
      actions={
        <Actions
          entity={entity}
          actions={actions}
          exports={exports}
          // A list inside another page keeps no view; a phone's one-line rows have no columns.
          views={embedded ? undefined : { columns: phone ? undefined : omit }}
        />
      }
      sort={entity.sort}
      perPage={entity.perPage}
      exporter={false}
      title={embedded ? false : undefined}
      disableSyncWithLocation={embedded}
      storeKey={embedded ? false : undefined}
    >
      <ListPendingBar />
      {phone ? (
        <SimpleList
          primaryText={phoneText('primary')}
          secondaryText={phoneText('secondary')}
          tertiaryText={phoneText('tertiary')}
          // Long names and addresses break rather than push the row past the screen.
          sx={{ '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' } }}
          rowClick={(_id, _resource, record) => pathOf(record)}
        />
      ) : (
        <EntityDataTable
          entity={entity}
          pathOf={pathOf}
          extraColumns={extraColumns}
          omit={omit}
          storeKey={embedded ? `${entity.resource}.embedded` : undefined}
        />
      )}
    </List>
  );
};
