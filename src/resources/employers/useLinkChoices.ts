// Choices of the division editor: the active producers, and the employer admins in the caller's
// scope (users with the EmployerAdmin role, searched on the server, chosen by their
// employerAdminId). People already on the organization stay choosable even when the lists leave
// them out (an inactive producer).
import { useRef, useState } from 'react';
import { useGetList, useGetMany } from 'react-admin';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import type { EmployerDetail } from '../../domain/api/employers';
import type { UserListRow } from '../../domain/api/users';

export interface Choice {
  id: number;
  name: string;
}

const byName = (a: Choice, b: Choice) => a.name.localeCompare(b.name);

function merge(listed: Choice[], linked: Choice[]): Choice[] {
  const ids = new Set(listed.map((c) => c.id));
  return [...listed, ...linked.filter((c) => !ids.has(c.id))].sort(byName);
}

const unique = <T extends { id: number }>(items: T[]) => [
  ...new Map(items.map((i) => [i.id, i])).values(),
];

/** Choices, and whether they are still loading (chips keep the label they were drawn with). */
export interface Choices {
  choices: Choice[];
  isPending: boolean;
}

export function useProducerChoices(record?: EmployerDetail): Choices {
  const { data = [], isPending } = usePortalQuery(['activeProducers'], (dataProvider, signal) =>
    dataProvider.activeProducers(signal),
  );
  const linked = unique(record?.divisions.flatMap((d) => d.producers) ?? []);
  const choices = merge(
    data.map((p) => ({ id: p.id, name: p.name })),
    linked.map((p) => ({ id: p.id, name: p.name })),
  );
  return { choices, isPending };
}

/** How many employer admins one search shows; typing narrows them on the server. */
export const EMPLOYER_ADMIN_PAGE = 25;

/**
 * Employer admins found by the server as one types (name or e-mail), rather than all of them up
 * front. Those already chosen keep their labels while the search moves on.
 */
export function useEmployerAdminChoices(
  record?: EmployerDetail,
): Choices & { setFilter: (text: string) => void } {
  const [search, setFilter] = useState('');
  const { data = [], isPending } = useGetList<UserListRow>(
    'users',
    {
      filter: { role: 'EmployerAdmin', ...(search.trim() ? { q: search.trim() } : {}) },
      pagination: { page: 1, perPage: EMPLOYER_ADMIN_PAGE },
      sort: { field: 'name', order: 'ASC' },
    },
    { placeholderData: (previous) => previous },
  );
  const listed = data
    .filter((u) => u.employerAdminId)
    .map((u) => ({
      id: u.employerAdminId!,
      name: u.name ? `${u.name} (${u.email})` : u.email,
    }));
  // Every choice shown so far, so a chip picked from an earlier search keeps its label.
  const seen = useRef(new Map<number, Choice>());
  for (const choice of listed) seen.current.set(choice.id, choice);
  // Those already on the organization show by name too: their users, read in one call.
  const linked = unique(record?.divisions.flatMap((d) => d.employerAdmins) ?? []);
  const { data: linkedUsers = [], isPending: linkedPending } = useGetMany<UserListRow>('users', {
    ids: linked.map((a) => a.userId),
  });
  const nameOf = new Map(linkedUsers.map((u) => [u.id, u.name]));
  const choices = merge(
    listed,
    unique([
      ...seen.current.values(),
      ...linked.map((a) => {
        const name = nameOf.get(a.userId);
        return { id: a.id, name: name ? `${name} (${a.email})` : a.email };
      }),
    ]),
  );
  return { choices, isPending: isPending || (linked.length > 0 && linkedPending), setFilter };
}
