// Choices for the user forms: the roles the signed-in user may create, the divisions and the
// organizations in their scope.
import { useGetList, usePermissions, useTranslate } from 'react-admin';
import { MANAGEABLE_ROLES } from '../../domain/access';
import { PARTICIPANT_STATUSES, type Role } from '../../domain/enums';
import type { DivisionRow } from '../../domain/api/divisions';
import type { EmployerRow } from '../../domain/api/employers';

const ALL = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'name', order: 'ASC' },
} as const;

export function useRoleChoices() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role>();
  const roles = permissions ? MANAGEABLE_ROLES[permissions] : [];
  return roles.map((r) => ({ id: r, name: translate(`roles.${r}`) }));
}

export function useStatusChoices() {
  const translate = useTranslate();
  return PARTICIPANT_STATUSES.map((s) => ({ id: s, name: translate(`participantStatus.${s}`) }));
}

export function useDivisionChoices() {
  const { data = [] } = useGetList<DivisionRow>('divisions', ALL);
  return data.map((d) => ({ id: d.id, name: `${d.employerName} · ${d.name}` }));
}

export function useOrganizationChoices(enabled = true) {
  const { data = [] } = useGetList<EmployerRow>('organizations', ALL, {
    enabled,
  });
  return data.map((o) => ({ id: o.id, name: o.name }));
}
