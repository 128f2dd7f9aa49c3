// Choices of the division editor: the active producers, and the employer admins in the caller's
// scope (users with the EmployerAdmin role, chosen by their employerAdminId). People already on
// the organization stay choosable even when the lists leave them out (an inactive producer).
import { useGetList } from 'react-admin';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import type { Organization } from './types';

export interface Choice {
  id: number;
  name: string;
}

interface UserRow {
  id: number;
  name: string;
  email: string;
  employerAdminId: number | null;
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

export function useProducerChoices(record?: Organization): Choices {
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

export function useEmployerAdminChoices(record?: Organization): Choices {
  const { data = [], isPending } = useGetList<UserRow>('users', {
    filter: { role: 'EmployerAdmin' },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const listed = data
    .filter((u) => u.employerAdminId)
    .map((u) => ({
      id: u.employerAdminId!,
      name: u.name ? `${u.name} (${u.email})` : u.email,
    }));
  const linked = unique(record?.divisions.flatMap((d) => d.employerAdmins) ?? []);
  const choices = merge(
    listed,
    linked.map((a) => ({ id: a.id, name: a.email })),
  );
  return { choices, isPending };
}
