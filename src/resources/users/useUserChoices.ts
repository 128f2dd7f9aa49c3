// Choices for the user forms: the roles the signed-in user may create and the participant
// statuses (divisions and organizations are searched on the server as one types).
import { usePermissions, useTranslate } from 'react-admin';
import { MANAGEABLE_ROLES } from '../../domain/access';
import { PARTICIPANT_STATUSES, type Role } from '../../domain/enums';

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
