// The list calls of spec 7 as benchmark cases: first page, a deep page, searched, sorted by each
// sortable column (Admin), and the scoped lists of a Producer; each with the json-server query
// that asks the same of the same rows.
import { SORT_KEYS } from '../src/domain/listQuery';
import type { DatasetFacts } from './dataset';

export const PAGE_SIZE = 25;
export const DEEP_PAGE = 300;

export type Role = 'Admin' | 'Producer' | 'EmployerAdmin' | 'Employee';

export interface ListCase {
  name: string;
  role: Role;
  /** Path and query of the portal's call. */
  portal: string;
  /** Path and query of json-server's, or undefined when it has no counterpart. */
  json?: string;
}

export interface ListSpec {
  list: keyof typeof SORT_KEYS;
  path: string;
  /** Parameters every call of the list needs (the user list's IsDeleted). */
  fixed?: Record<string, string>;
  /** json-server field(s) for each sort key (the key itself when not named). */
  jsonSort?: Record<string, string>;
  /** Who besides an Admin lists it, and json-server's filter for that scope. */
  producer?: (facts: DatasetFacts) => string;
  /** json-server's filter for an Employer Admin's scope, when they list it too. */
  employerAdmin?: (facts: DatasetFacts) => string;
}

export const LISTS: readonly ListSpec[] = [
  {
    list: 'clients',
    path: '/api/clients',
    jsonSort: { name: 'lastName,firstName' },
    producer: (f) => f.producerEmployerIds.map((id) => `employerId=${id}`).join('&'),
    employerAdmin: (f) => f.employerAdminEmployerIds.map((id) => `employerId=${id}`).join('&'),
  },
  {
    list: 'users',
    path: '/api/users',
    fixed: { IsDeleted: 'false' },
    producer: (f) => f.producerDivisionIds.map((id) => `divisionId=${id}`).join('&'),
    employerAdmin: (f) => f.employerAdminDivisionIds.map((id) => `divisionId=${id}`).join('&'),
  },
  {
    list: 'employers',
    path: '/api/employers',
    producer: (f) => f.producerEmployerIds.map((id) => `id=${id}`).join('&'),
  },
  {
    list: 'divisions',
    path: '/api/divisions',
    producer: (f) => f.producerEmployerIds.map((id) => `employerId=${id}`).join('&'),
    employerAdmin: (f) => f.employerAdminEmployerIds.map((id) => `employerId=${id}`).join('&'),
  },
  { list: 'carriers', path: '/api/carriers' },
  { list: 'producers', path: '/api/producers' },
];

export function portalQuery(
  spec: ListSpec,
  page: number,
  extra: { search?: string; sort?: string; descending?: boolean } = {},
): string {
  const q = new URLSearchParams({
    ...spec.fixed,
    PageSize: String(PAGE_SIZE),
    PageNumber: String(page),
  });
  if (extra.search) q.set('SearchText', extra.search);
  if (extra.sort) {
    q.set('SortCriteria[0].sortKey', extra.sort);
    q.set('SortCriteria[0].isDescending', String(extra.descending ?? false));
  }
  return `${spec.path}?${q}`;
}

export function jsonQuery(
  spec: ListSpec,
  page: number,
  extra: { search?: string; sort?: string; filter?: string; descending?: boolean } = {},
): string {
  const parts = [`_page=${page}`, `_limit=${PAGE_SIZE}`];
  if (extra.search) parts.push(`q=${encodeURIComponent(extra.search)}`);
  if (extra.sort) {
    const fields = spec.jsonSort?.[extra.sort] ?? extra.sort;
    parts.push(
      `_sort=${fields}`,
      `_order=${fields
        .split(',')
        .map(() => (extra.descending ? 'desc' : 'asc'))
        .join(',')}`,
    );
  }
  if (extra.filter) parts.push(extra.filter);
  return `/${spec.list}?${parts.join('&')}`;
}

export interface ListFacts {
  /** Rows of each list (Admin, and the Producer's and Employer Admin's scopes). */
  total: Record<string, { Admin: number; Producer?: number; EmployerAdmin?: number }>;
  /** A search term for each list, taken from its rows ("smi" for people, as issue 14 asked). */
  search: Record<string, string>;
}

/** Every list case for the dataset at hand. */
export function listCases(facts: DatasetFacts, lists: ListFacts): ListCase[] {
  const cases: ListCase[] = [];
  for (const spec of LISTS) {
    const total = lists.total[spec.list]!;
    const deep = (rows: number) => Math.max(1, Math.min(DEEP_PAGE, Math.ceil(rows / PAGE_SIZE)));
    const search = lists.search[spec.list]!;
    const adminDeep = deep(total.Admin);
    cases.push(
      {
        name: `${spec.list}, first page`,
        role: 'Admin',
        portal: portalQuery(spec, 1),
        json: jsonQuery(spec, 1),
      },
      {
        name: `${spec.list}, page ${adminDeep}`,
        role: 'Admin',
        portal: portalQuery(spec, adminDeep),
        json: jsonQuery(spec, adminDeep),
      },
      {
        name: `${spec.list}, search "${search}"`,
        role: 'Admin',
        portal: portalQuery(spec, 1, { search }),
        json: jsonQuery(spec, 1, { search }),
      },
    );
    for (const sort of SORT_KEYS[spec.list]) {
      cases.push({
        name: `${spec.list}, sorted by ${sort}`,
        role: 'Admin',
        portal: portalQuery(spec, 1, { sort }),
        json: jsonQuery(spec, 1, { sort }),
      });
    }
    if (spec.producer && total.Producer !== undefined) {
      const filter = spec.producer(facts);
      const producerDeep = deep(total.Producer);
      cases.push(
        {
          name: `${spec.list}, first page (Producer)`,
          role: 'Producer',
          portal: portalQuery(spec, 1),
          json: jsonQuery(spec, 1, { filter }),
        },
        {
          name: `${spec.list}, page ${producerDeep} (Producer)`,
          role: 'Producer',
          portal: portalQuery(spec, producerDeep),
          json: jsonQuery(spec, producerDeep, { filter }),
        },
        {
          name: `${spec.list}, search "${search}" (Producer)`,
          role: 'Producer',
          portal: portalQuery(spec, 1, { search }),
          json: jsonQuery(spec, 1, { search, filter }),
        },
      );
    }
  }
  return cases;
}

/** The lists json-server serves, read from the portal itself so that the rows are the same. */
export const JSON_COLLECTIONS = LISTS.map((spec) => ({
  name: spec.list,
  page: (n: number) => {
    const q = new URLSearchParams({ ...spec.fixed, PageSize: '1000', PageNumber: String(n) });
    return `${spec.path}?${q}`;
  },
}));

/** A quick run sorts each list by name only. */
export function quickSubset(cases: ListCase[]): ListCase[] {
  return cases.filter((c) => !/sorted by/.test(c.name) || /sorted by name$/.test(c.name));
}
