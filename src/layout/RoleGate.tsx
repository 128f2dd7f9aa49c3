// The route guard (spec 4): a signed-in user whose role may not open a route is sent to their
// role's home route; react-admin's own check sends a signed-out user to /login first.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Authenticated, usePermissions } from 'react-admin';
import type { Role } from '../domain/enums';
import { canOpenPath, homeRoute } from '../domain/access';

const Gate = ({ path, children }: { path: string; children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<Role>();
  if (isPending) return null;
  if (!canOpenPath(permissions, path)) return <Navigate to={homeRoute(permissions)} replace />;
  return <>{children}</>;
};

export const RoleGate = ({ path, children }: { path: string; children: ReactNode }) => (
  <Authenticated>
    <Gate path={path}>{children}</Gate>
  </Authenticated>
);

/** Where react-admin sends a role that may not use a resource: that role's home route. */
export const RedirectHome = () => {
  const { permissions, isPending } = usePermissions<Role>();
  if (isPending) return null;
  return <Navigate to={homeRoute(permissions)} replace />;
};
