// Choices of the division editor: the active producers, and the employer admins in the caller's
// scope (users with the EmployerAdmin role, chosen by their employerAdminId). People already on
// the organization stay choosable even when the lists leave them out (an inactive producer).
import { useGetList } from 'react-admin';
import { useApi } from '../../api/useApi';
import type { EmployerDetail } from '../../domain/api/employers';
import type { ProducerRow } from '../../domain/api/producers';
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
  const { data = [], isPending } = useApi<ProducerRow[]>({
    path: '/producers/get-actived-producers',
  });
  const linked = unique(record?.divisions.flatMap((d) => d.producers) ?? []);
  const choices = merge(
    data.map((p) => ({ id: p.id, name: p.name })),
    linked.map((p) => ({ id: p.id, name: p.name })),
  );
  return { choices, isPending };
}

export function useEmployerAdminChoices(record?: EmployerDetail): Choices {
  const { data = [], isPending } = useGetList<UserListRow>('users', {
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
