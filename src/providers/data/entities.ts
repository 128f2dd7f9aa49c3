// The endpoints of the described resources, from their entity descriptions: the list, one-record,
// save and delete calls, and how the list's filters map to the API's query parameters.
import { ENTITIES, filtersOf, type EntityDescription } from '../../domain/entities';
import type { ResourceEndpoints } from './endpoints';

/** A described resource's calls; its filters go out under their API names. */
export function endpointsOf(entity: EntityDescription): ResourceEndpoints {
  const params = filtersOf(entity).map((f) => [f.name, f.param] as const);
  return {
    list: entity.api.list,
    one: entity.api.one,
    save: entity.api.save,
    remove: entity.api.remove,
    listQuery: (filter) => ({
      ...entity.listDefaults,
      ...Object.fromEntries(
        params
          // A filter arrives under its parameter's name (the filter bar's source) or its field's.
          .map(([name, param]) => [param, filter[param] ?? filter[name]])
          .filter(([, value]) => value !== undefined && value !== ''),
      ),
    }),
  };
}

export const entityResources: Record<string, ResourceEndpoints> = Object.fromEntries(
  Object.entries(ENTITIES).map(([resource, entity]) => [resource, endpointsOf(entity)]),
);
