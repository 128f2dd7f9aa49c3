// The list-query shapes of spec section 3 ("List query", "Models query"): one definition for the
// data provider that builds the query string and for the server that parses it.
import { z } from 'zod';
import { DOCUMENT_TYPES, ROLES } from './enums';
import { V } from './rules';
import { idSchema, MAX_ID, orRequired } from './schemas/common';
import {
  carrierEntity,
  divisionEntity,
  documentEntity,
  employerEntity,
  investmentEntity,
  productEntity,
  sortKeysOf,
  userEntity,
} from './entities';

export { fromQueryParams, toQueryParams, type PagedResult } from './queryString';

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
export const queryBool = () => z.preprocess(fromText, z.boolean({ error: orRequired(V.invalid) }));
export const queryInt = () =>
  z.preprocess(fromText, z.number({ error: orRequired(V.invalid) }).int());
export const queryIds = () =>
  z.preprocess(
    (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).map(fromText)),
    z.array(idSchema, { error: V.invalid }).max(1000),
  );

/** The longest sort key a list takes (every real key is a short property name). */
export const MAX_SORT_KEY_LENGTH = 64;

export const sortCriterionSchema = z.object({
  sortKey: z.string().min(1).max(MAX_SORT_KEY_LENGTH),
  isDescending: queryBool().default(false),
});
export type SortCriterion = z.infer<typeof sortCriterionSchema>;

export const listQuerySchema = z.object({
  searchText: z.string().max(200).optional(),
  sortCriteria: z.array(sortCriterionSchema).max(5).default([]),
  pageSize: z.preprocess(
    fromText,
    z
      .number({ error: orRequired(V.invalid) })
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE),
  ),
  pageNumber: z.preprocess(
    fromText,
    z
      .number({ error: orRequired(V.invalid) })
      .int()
      .min(1)
      // Beyond this no list has a page, and the offset it asks for would overflow.
      .max(MAX_ID),
  ),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** Ids[] narrows a list to those records (react-admin's getMany: one call for many ids). */
const byIds = { ids: queryIds().optional() };

/** GET /api/carriers: Ids[] and IsActive narrow the list. */
export const carrierQuerySchema = listQuerySchema.extend({
  ...byIds,
  isActive: queryBool().optional(),
});
export type CarrierQuery = z.infer<typeof carrierQuerySchema>;
export const employerQuerySchema = listQuerySchema.extend(byIds);
export type EmployerQuery = z.infer<typeof employerQuerySchema>;
export const userListArgsSchema = listQuerySchema.extend({
  ...byIds,
  emailAddress: z.string().max(320).optional(),
  isActive: queryBool().optional(),
  role: z.enum(ROLES).optional(),
  isDeleted: queryBool(),
  /** Users whose latest invitation ran out (7 days) without being accepted. */
  invitationOverdue: queryBool().optional(),
  /** Participants (Employee users) who hold no policy. */
  withoutPolicy: queryBool().optional(),
});
export type UserListArgs = z.infer<typeof userListArgsSchema>;

/** GET /api/divisions: EmployerIds[] narrows to those employers. */
export const divisionQuerySchema = listQuerySchema.extend({
  ...byIds,
  employerIds: queryIds().optional(),
});
export type DivisionQuery = z.infer<typeof divisionQuerySchema>;

/** GET /api/products and GET /api/investments: Ids[] and CarrierIds[] narrow the list. */
const carrierItemQuerySchema = listQuerySchema.extend({
  ...byIds,
  carrierIds: queryIds().optional(),
});
export const productQuerySchema = carrierItemQuerySchema;
export type ProductQuery = z.infer<typeof productQuerySchema>;
export const investmentQuerySchema = carrierItemQuerySchema;
export type InvestmentQuery = z.infer<typeof investmentQuerySchema>;

/** GET /api/documents: Ids[] and DocumentType narrow the list of the documents in scope. */
export const documentQuerySchema = listQuerySchema.extend({
  ...byIds,
  documentType: z.enum(DOCUMENT_TYPES, { error: V.invalid }).optional(),
  /** Documents uploaded on or after this day (YYYY-MM-DD, UTC). */
  modifiedSince: z.iso.date({ error: V.invalid }).max(10).optional(),
  /** Documents the caller has (false) or has not (true) opened or downloaded yet. */
  unread: queryBool().optional(),
});
export type DocumentQuery = z.infer<typeof documentQuerySchema>;

/** GET /api/producers: UserIds[] narrows to the producers of those users. */
export const producerQuerySchema = listQuerySchema.extend({
  ...byIds,
  userIds: queryIds().optional(),
});
export type ProducerQuery = z.infer<typeof producerQuerySchema>;

/** The filters of GET /api/clients and its CSV export. */
export const clientFilterSchema = z.object({
  searchText: z.string().max(200).optional(),
  sortCriteria: z.array(sortCriterionSchema).max(5).default([]),
  ...byIds,
  userIds: queryIds().optional(),
  employerId: z.preprocess(fromText, idSchema).optional(),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
});
export const clientQuerySchema = listQuerySchema.extend(clientFilterSchema.shape);
export type ClientQuery = z.infer<typeof clientQuerySchema>;
/**
 * The export takes the list's filters without paging: it streams the whole filtered list. `lang`
 * is the reader's language, for the headers, status labels and dates of the file.
 */
export const clientExportQuerySchema = clientFilterSchema.extend({
  lang: z.enum(['en', 'vi'], { error: V.invalid }).optional(),
});
export type ClientExportQuery = z.infer<typeof clientExportQuerySchema>;

/**
 * The columns each list may be sorted by, as the API names them: a resource's from its entity
 * description, the others' (producers, participants) here.
 */
export const SORT_KEYS = {
  carriers: sortKeysOf(carrierEntity),
  employers: sortKeysOf(employerEntity),
  users: sortKeysOf(userEntity),
  divisions: sortKeysOf(divisionEntity),
  products: sortKeysOf(productEntity),
  investments: sortKeysOf(investmentEntity),
  documents: sortKeysOf(documentEntity),
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
} as const satisfies Record<string, readonly string[]>;
