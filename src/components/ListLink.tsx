// A toolbar button to a related list (a carrier's products, an organization's divisions), shown
// only to the roles that may open that list.
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { Button, useCanAccess } from 'react-admin';

export const ListLink = ({
  resource,
  label,
  icon: Icon,
}: {
  resource: string;
  /** Translation key; the resource's plural name by default. */
  label?: string;
  icon?: ComponentType;
}) => {
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  if (!canAccess) return null;
  return (
    <Button
      component={Link}
      to={`/${resource}`}
      label={label ?? `resources.${resource}.name_other`}
    >
      {Icon ? <Icon /> : undefined}
    </Button>
  );
};
