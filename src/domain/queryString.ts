// The query string of the API's list calls (spec 7): PascalCase names, SortCriteria[i].field,
// arrays as repeated names; and the paged result they answer. No schema library here, so the
// HTTP client stays small.

export interface SortCriterionParam {
  sortKey: string;
  isDescending: boolean;
}

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
      (value as SortCriterionParam[]).forEach((c, i) => {
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
  // Null prototypes: names such as `__proto__`, `constructor` or `toString` are plain data here,
  // never the inherited members of Object.
  const out: Record<string, unknown> = Object.create(null);
  const sort: Record<string, unknown>[] = [];
  for (const [rawKey, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const sortMatch = /^sortcriteria\[(\d{1,2})\]\.(\w+)$/i.exec(rawKey);
    if (sortMatch) {
      const i = Number(sortMatch[1]);
      sort[i] ??= Object.create(null) as Record<string, unknown>;
      sort[i]![camel(sortMatch[2]!)] = Array.isArray(value) ? value[0] : value;
      continue;
    }
    const arrayMatch = /^(\w+)\[\d*\]$/.exec(rawKey);
    const key = camel(arrayMatch ? arrayMatch[1]! : rawKey);
    const values = Array.isArray(value) ? value : [value];
    if (arrayMatch || Array.isArray(value) || Object.hasOwn(out, key)) {
      const earlier = out[key];
      out[key] = [
        ...(Array.isArray(earlier) ? earlier : earlier === undefined ? [] : [earlier]),
        ...values,
      ];
    } else {
      out[key] = value;
    }
  }
  if (sort.length) out.sortCriteria = sort.filter(Boolean);
  return out;
}
