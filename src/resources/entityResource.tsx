// A react-admin resource whose views are generated from its entity description: the list, show,
// edit and create builders of src/components/generated, loaded on demand like every screen.
import type { ComponentType } from 'react';
import type { EntityDescription } from '../domain/entities';
import { lazyPage } from '../layout/lazyPage';

type View = 'list' | 'show' | 'edit' | 'create';
type Builder = ComponentType<{ entity: EntityDescription }>;

const BUILDERS: Record<View, () => Promise<Builder>> = {
  list: () => import('../components/generated/EntityList').then((m) => m.EntityList),
  show: () => import('../components/generated/EntityViews').then((m) => m.EntityShow),
  edit: () => import('../components/generated/EntityViews').then((m) => m.EntityEdit),
  create: () => import('../components/generated/EntityViews').then((m) => m.EntityCreate),
};

export interface EntityResourceOptions {
  /** The views the resource has; a role's access to each is the permission table's. */
  views: readonly View[];
  icon?: ComponentType;
  /** A view the screen draws its own way, composing generated parts. */
  custom?: Partial<Record<View, ComponentType>>;
}

export function entityResource(
  entity: EntityDescription,
  { views, icon, custom = {} }: EntityResourceOptions,
): Partial<Record<View, ComponentType>> & { icon?: ComponentType; recordRepresentation: string } {
  const generated = (view: View): ComponentType =>
    custom[view] ??
    lazyPage(() =>
      BUILDERS[view]().then((Builder) => {
        const Generated = () => <Builder entity={entity} />;
        return Generated;
      }),
    );
  return {
    ...Object.fromEntries(views.map((view) => [view, generated(view)])),
    icon,
    recordRepresentation: entity.title,
  };
}

/**
 * A resource whose list, record page and forms are its own screens, each loaded on demand (the
 * create and edit forms from one module), and whose records are referred to by their name.
 */
export function namedRecordResource(
  icon: ComponentType,
  load: {
    list: () => Promise<ComponentType>;
    show: () => Promise<ComponentType>;
    forms: () => Promise<{ create: ComponentType; edit: ComponentType }>;
  },
) {
  return {
    list: lazyPage(load.list),
    show: lazyPage(load.show),
    create: lazyPage(() => load.forms().then((forms) => forms.create)),
    edit: lazyPage(() => load.forms().then((forms) => forms.edit)),
    icon,
    recordRepresentation: (record: { name?: string }) => record.name ?? '',
  };
}
