// The employer (spec 3 "Employer summary/detail"), shown as "Organization" at /organizations.
// Its divisions and contacts are saved with it (schemas/employer.ts adds them to the save call).
import { defineEntity } from './entity';
import { activeField, nameField, listedByName } from './fields';

export const employerEntity = defineEntity({
  resource: 'organizations',
  entity: 'employer',
  api: { list: '/employers', one: '/employers/{id}', save: '/employers/save-employer' },
  ...listedByName('name'),
  fields: {
    id: { type: 'number', export: true },
    name: nameField(),
    divisionCount: { type: 'number', list: true, phone: 'secondary', export: true },
    isActive: activeField(),
  },
});
