// The list-query shapes of spec section 3 ("List query", "Models query"): one definition for the
// data provider that builds the query string and for the server that parses it.
import { z } from 'zod';
import { ROLES } from './enums';

export const MAX_PAGE_SIZE = 1000;

/** Query strings carry text: these accept 'true'/'false' and digits as well as real values. */
const fromText = (v: unknown) =>
  v === 'true'
    ? true
    : v === 'false'
      ? false
      : typeof v === 'string' && /^-?\d+$/.test(v)
        ? Number(v)
        : v;
export const queryBool = () => z.preprocess(fromText, z.boolean());
export const queryInt = () => z.preprocess(fromText, z.number().int());
export const queryIds = () =>
  z.preprocess(
    (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).map(fromText)),
    z.array(z.number().int().positive()).max(1000),
  );

export const sortCriterionSchema = z.object({
  sortKey: z.string().min(1).max(64),
  isDescending: queryBool().default(false),
});
export type SortCriterion = z.infer<typeof sortCriterionSchema>;

export const listQuerySchema = z.object({
  searchText: z.string().max(200).optional(),
  sortCriteria: z.array(sortCriterionSchema).max(5).default([]),
  pageSize: z.preprocess(fromText, z.number().int().min(1).max(MAX_PAGE_SIZE)),
  pageNumber: z.preprocess(fromText, z.number().int().min(1)),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const carrierQuerySchema = listQuerySchema;
export const employerQuerySchema = listQuerySchema;
export const userListArgsSchema = listQuerySchema.extend({
  emailAddress: z.string().max(320).optional(),
  isActive: queryBool().optional(),
  role: z.enum(ROLES).optional(),
  isDeleted: queryBool(),
});
export type UserListArgs = z.infer<typeof userListArgsSchema>;

/** GET /api/divisions: EmployerIds[] narrows to those employers. */
export const divisionQuerySchema = listQuerySchema.extend({
  employerIds: queryIds().optional(),
});
export type DivisionQuery = z.infer<typeof divisionQuerySchema>;

/** GET /api/producers: UserIds[] narrows to the producers of those users. */
export const producerQuerySchema = listQuerySchema.extend({
  userIds: queryIds().optional(),
});
export type ProducerQuery = z.infer<typeof producerQuerySchema>;

/** The filters of GET /api/clients and its CSV export. */
export const clientFilterSchema = z.object({
  searchText: z.string().max(200).optional(),
  sortCriteria: z.array(sortCriterionSchema).max(5).default([]),
  userIds: queryIds().optional(),
  employerId: z.preprocess(fromText, z.number().int().positive()).optional(),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
});
export const clientQuerySchema = listQuerySchema.extend(clientFilterSchema.shape);
export type ClientQuery = z.infer<typeof clientQuerySchema>;
/** The export takes the list's filters without paging: it streams the whole filtered list. */
export const clientExportQuerySchema = clientFilterSchema;
export type ClientExportQuery = z.infer<typeof clientExportQuerySchema>;

/** The columns each list may be sorted by, as the API names them. */
export const SORT_KEYS = {
  carriers: ['name', 'city', 'state', 'isActive'],
  employers: ['name', 'isActive'],
  users: ['name', 'email', 'phoneNumber', 'role', 'isActive'],
  divisions: ['name', 'employerName', 'planName'],
  producers: ['name', 'email', 'since'],
  clients: [
    'name',
    'firstName',
    'lastName',
    'email',
    'clientUniqueId',
    'employerName',
    'planName',
    'statusType',
    'planEnrollmentDate',
    'isActive',
  ],
} as const;

export interface PagedResult<T> {
  resultCount: number;
  pageNumber: number;
  pageSize: number;
  rows: T[];
}

const camel = (key: string) => key.charAt(0).toLowerCase() + key.slice(1);
const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * Builds the query string of a list call in the API's style: PascalCase names,
 * SortCriteria[i].sortKey / SortCriteria[i].isDescending, and arrays as repeated names.
 */
export function toQueryParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'sortCriteria' && Array.isArray(value)) {
      (value as SortCriterion[]).forEach((c, i) => {
        params.append(`SortCriteria[${i}].sortKey`, c.sortKey);
        params.append(`SortCriteria[${i}].isDescending`, String(c.isDescending));
      });
    } else if (Array.isArray(value)) {
      for (const item of value) params.append(pascal(key), String(item));
    } else {
      params.append(pascal(key), String(value));
    }
  }
  return params;
}

/**
 * Reads a parsed query string (names in any case, arrays as `Name`, `Name[]` or `Name[i]`,
 * sort criteria as `SortCriteria[i].field`) into a camelCase object for a schema to validate.
 */
export function fromQueryParams(
  query: Record<string, string | string[] | undefined>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const sort: Record<string, unknown>[] = [];
  for (const [rawKey, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const sortMatch = /^sortcriteria\[(\d{1,2})\]\.(\w+)$/i.exec(rawKey);
    if (sortMatch) {
      const i = Number(sortMatch[1]);
      sort[i] ??= {};
      sort[i]![camel(sortMatch[2]!)] = Array.isArray(value) ? value[0] : value;
      continue;
    }
    const arrayMatch = /^(\w+)\[\d*\]$/.exec(rawKey);
    const key = camel(arrayMatch ? arrayMatch[1]! : rawKey);
    const values = Array.isArray(value) ? value : [value];
    if (arrayMatch || Array.isArray(value) || out[key] !== undefined) {
      out[key] = [...((out[key] as string[] | undefined) ?? []), ...values];
    } else {
      out[key] = value;
    }
  }
  if (sort.length) out.sortCriteria = sort.filter(Boolean);
  return out;
}
