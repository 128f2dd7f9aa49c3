// A list's view as the saved views keep it: what the list shows now (its filters, sort, page
// size and hidden columns), and how a view is put back: the hidden columns into react-admin's
// store (where its DataTable reads them) and the rest into the list's address, from which
// react-admin's list takes its parameters.
import { useNavigate } from 'react-router-dom';
import { useListContext, useStore, useStoreContext } from 'react-admin';
import type { SavedViewParams } from '../../domain/api/savedViews';
import type { EntityResource } from '../../domain/entities';
import { columnSourcesOf } from '../../domain/schemas/savedViews';

/** The store key of a list's hidden columns (react-admin's DataTable default). */
export const hiddenColumnsKey = (resource: string) => `${resource}.datatable`;

/** One default for every render: useStore re-subscribes whenever its default changes. */
const NONE_HIDDEN: string[] = [];

/** A list's hidden columns, as the DataTable and the columns picker share them. */
export const useHiddenColumns = (resource: string) =>
  useStore<string[]>(hiddenColumnsKey(resource), NONE_HIDDEN);

/** What the list of the context shows now, in the shape a saved view keeps. */
export function useCurrentView(resource: EntityResource): SavedViewParams {
  const { filterValues, sort, perPage } = useListContext();
  const [hidden] = useHiddenColumns(resource);
  const columns = columnSourcesOf(resource);
  return {
    filter: filterValues as SavedViewParams['filter'],
    sort: { field: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' },
    perPage,
    hiddenColumns: hidden.filter((c) => columns.includes(c)),
  };
}

/** The list address's query that shows a view, on its first page. */
export const listSearchOf = (view: SavedViewParams): string =>
  new URLSearchParams({
    filter: JSON.stringify(view.filter),
    // Every filter the view sets is shown in the filter bar.
    displayedFilters: JSON.stringify(
      Object.fromEntries(Object.keys(view.filter).map((k) => [k, true])),
    ),
    sort: view.sort.field,
    order: view.sort.order,
    page: '1',
    perPage: String(view.perPage),
  }).toString();

/** Opens a view's list as the view has it. */
export function useApplyView() {
  const navigate = useNavigate();
  const store = useStoreContext();
  return (view: SavedViewParams & { resource: string }, replace = false) => {
    store.setItem(hiddenColumnsKey(view.resource), view.hiddenColumns);
    navigate({ pathname: `/${view.resource}`, search: `?${listSearchOf(view)}` }, { replace });
  };
}

/** The address of a view's share link. */
export const shareLinkOf = (token: string) => `${window.location.origin}/saved-views/${token}`;
