// The list-query shapes of spec section 3 ("List query", "Models query"): one definition for the
// data provider that builds the query string and for the server that parses it.
import { z } from 'zod';
import { ROLES } from './enums';

export const MAX_PAGE_SIZE = 1000;

export const sortCriterionSchema = z.object({
  sortKey: z.string().min(1).max(64),
  isDescending: z.boolean(),
});
export type SortCriterion = z.infer<typeof sortCriterionSchema>;

export const listQuerySchema = z.object({
  searchText: z.string().max(200).optional(),
  sortCriteria: z.array(sortCriterionSchema).max(5).default([]),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE),
  pageNumber: z.number().int().min(1),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const carrierQuerySchema = listQuerySchema;
export const employerQuerySchema = listQuerySchema;
export const userListArgsSchema = listQuerySchema.extend({
  emailAddress: z.string().max(320).optional(),
  isActive: z.boolean().optional(),
  role: z.enum(ROLES).optional(),
  isDeleted: z.boolean(),
});
export type UserListArgs = z.infer<typeof userListArgsSchema>;

/** The columns each list may be sorted by, as the API names them. */
export const SORT_KEYS = {
  carriers: ['name', 'city', 'state', 'isActive'],
  employers: ['name', 'isActive'],
  users: ['name', 'email', 'phoneNumber', 'role', 'isActive'],
} as const;

export interface PagedResult<T> {
  resultCount: number;
  pageNumber: number;
  pageSize: number;
  rows: T[];
}
