// The roles the signed-in user may create, for the user form (its other choices come from the
// user's entity description; divisions and organizations are searched on the server).
import { useCanAccessResources, useTranslate } from 'react-admin';
import { ROLES } from '../../domain/enums';
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
