// The random-URL mix (DESIGN 7): list calls at random pages, sorts and searches, and records by
// id, from the Admin and from scoped callers (a Producer, an Employer Admin), drawn from a seeded
// generator so that the portal and json-server are asked the same sequence in every run.
import { SORT_KEYS } from '../src/domain/listQuery';
import { jsonQuery, LISTS, PAGE_SIZE, portalQuery, type ListFacts, type Role } from './cases';
import type { DatasetFacts } from './dataset';

export interface MixCall {
  role: Role;
  portal: string;
  json: string;
}

/** mulberry32: a small seeded generator, the same numbers on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEARCHES = ['smi', 'an', 'son', 'mar', 'lee', 'jo', 'example', 'wil'];

/**
 * `count` calls of the mix: three in four a list page (a random list the caller reaches, a
 * random page of it, sorted by a random key one time in two, searched one time in four), the
 * rest a participant or user by id. `ids` are the rows json-server serves, by list.
 */
export function urlMix(
  facts: DatasetFacts,
  lists: ListFacts,
  ids: { clients: number[]; users: number[] },
  count: number,
  seed = 26,
): MixCall[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const calls: MixCall[] = [];
  while (calls.length < count) {
    if (next() < 0.25) {
      const list = pick(['clients', 'users'] as const);
      const id = pick(ids[list]);
      calls.push({ role: 'Admin', portal: `/api/${list}/${id}`, json: `/${list}/${id}` });
      continue;
    }
    const spec = pick(LISTS);
    const role = pick<Role>(['Admin', 'Admin', 'Producer', 'EmployerAdmin']);
    const scope =
      role === 'Producer' ? spec.producer : role === 'EmployerAdmin' ? spec.employerAdmin : null;
    if (role !== 'Admin' && !scope) continue;
    const filter = scope?.(facts);
    const search = next() < 0.25 ? pick(SEARCHES) : undefined;
    const sort = next() < 0.5 ? pick(SORT_KEYS[spec.list]) : undefined;
    const descending = next() < 0.5;
    const total = lists.total[spec.list]![role as 'Admin'] ?? lists.total[spec.list]!.Admin;
    // A searched list is short: its first pages.
    const pages = Math.max(1, Math.ceil((search ? PAGE_SIZE * 2 : total) / PAGE_SIZE));
    const page = 1 + Math.floor(next() * pages);
    calls.push({
      role,
      portal: portalQuery(spec, page, { search, sort, descending }),
      json: jsonQuery(spec, page, { search, sort, descending, filter }),
    });
  }
  return calls;
}
