// Choices for the user forms: the roles the signed-in user may create and the participant
// statuses (divisions and organizations are searched on the server as one types).
import { useCanAccessResources, useTranslate } from 'react-admin';
import { PARTICIPANT_STATUSES, ROLES } from '../../domain/enums';
import { userRoleResource } from '../../domain/permissions';

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
