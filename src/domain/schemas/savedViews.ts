// The saved views of the generated lists (api/savedViews.ts): a name, and what the view restores
// on its list, checked against the list's entity description so that a view holds only that
// list's filters, sort keys and columns.
import { z } from 'zod';
import {
  ENTITIES,
  filtersOf,
  listColumnsOf,
  sortKeysOf,
  type EntityDescription,
  type EntityResource,
} from '../entities';
import { V } from '../rules';
import { visibleName } from '../text';

/** The longest name a view may have, and how many views one person may keep. */
export const SAVED_VIEW_NAME_MAX = 80;
export const SAVED_VIEWS_PER_USER = 50;
/** The page sizes a list offers (react-admin's pagination), which a view may restore. */
export const SAVED_VIEW_PAGE_SIZES = [5, 10, 25, 50, 100] as const;

export const SAVED_VIEW_RESOURCES = Object.keys(ENTITIES) as EntityResource[];

const entityOf = (resource: EntityResource): EntityDescription => ENTITIES[resource];

/** A view's name: required, at most 80 visible characters. */
export const savedViewName = () => visibleName(SAVED_VIEW_NAME_MAX, V.savedViewNameLength);

const filterValue = z.union([
  z.string().max(200),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string().max(200), z.number()])).max(100),
]);

/** The names a list's filters go by: the search ('q') and the described filters' parameters. */
export const filterNamesOf = (resource: EntityResource): string[] => {
  const entity = entityOf(resource);
  return [...(entity.search ? ['q'] : []), ...filtersOf(entity).map((f) => f.param)];
};

/** The sources of a list's described columns (what its columns picker hides). */
export const columnSourcesOf = (resource: EntityResource): string[] =>
  listColumnsOf(entityOf(resource)).map((f) => (f.reference ? f.reference.nameField : f.name));

export const saveSavedViewSchema = z
  .object({
    resource: z.enum(SAVED_VIEW_RESOURCES, { error: V.invalid }),
    name: savedViewName(),
    filter: z.record(z.string().max(50), filterValue, { error: V.invalid }).default({}),
    sort: z.object({
      field: z.string({ error: V.invalid }).max(100),
      order: z.enum(['ASC', 'DESC'], { error: V.invalid }),
    }),
    perPage: z.union(
      SAVED_VIEW_PAGE_SIZES.map((n) => z.literal(n)),
      { error: V.invalid },
    ),
    hiddenColumns: z.array(z.string().max(100)).max(50).default([]),
  })
  .superRefine((view, ctx) => {
    const invalid = (path: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', message: V.invalid, path });
    const filters = filterNamesOf(view.resource);
    for (const name of Object.keys(view.filter)) {
      if (!filters.includes(name)) invalid(['filter', name]);
    }
    if (!sortKeysOf(entityOf(view.resource)).includes(view.sort.field)) invalid(['sort', 'field']);
    const columns = columnSourcesOf(view.resource);
    view.hiddenColumns.forEach((c, i) => {
      if (!columns.includes(c)) invalid(['hiddenColumns', i]);
    });
    // At least one column stays: a view that hides them all would show an empty grid.
    if (columns.every((c) => view.hiddenColumns.includes(c))) invalid(['hiddenColumns']);
  });

export type SaveSavedView = z.output<typeof saveSavedViewSchema>;

export const renameSavedViewSchema = z.object({ name: savedViewName() });

export const savedViewQuerySchema = z.object({
  resource: z
    .enum(SAVED_VIEW_RESOURCES, { error: V.invalid })
    .optional()
    .describe('Only the views of this list.'),
});

/** A share link's token: 32 URL-safe characters. */
export const shareTokenParam = {
  token: z
    .string()
    .length(32)
    .regex(/^[A-Za-z0-9_-]+$/)
    .describe('The token of the view’s share link.'),
};
