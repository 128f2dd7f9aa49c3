// Choices for the user forms: the roles the signed-in user may create, the divisions and the
// organizations in their scope.
import { useCanAccessResources, useGetList, useTranslate } from 'react-admin';
import { PARTICIPANT_STATUSES, ROLES } from '../../domain/enums';
import { userRoleResource } from '../../domain/permissions';
import type { DivisionRow } from '../../domain/api/divisions';
import type { EmployerRow } from '../../domain/api/employers';

const ALL = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'name', order: 'ASC' },
} as const;

export function useRoleChoices() {
  const translate = useTranslate();
  const { canAccess } = useCanAccessResources({
    action: 'create',
    resources: ROLES.map(userRoleResource),
  });
  return ROLES.filter((r) => canAccess?.[userRoleResource(r)]).map((r) => ({
    id: r,
    name: translate(`roles.${r}`),
  }));
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
