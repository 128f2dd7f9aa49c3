// The organizations area: employers (the organizations resource) and their divisions.
import type { ResourceEndpoints } from './endpoints';

export const organizationResources: Record<string, ResourceEndpoints> = {
  organizations: {
    list: '/employers',
    one: '/employers/{id}',
    save: '/employers/save-employer',
  },
  divisions: {
    list: '/divisions',
    listQuery: (filter) => ({ employerIds: filter.employerIds ?? filter.employerId }),
  },
};
