// The division (spec 3 "Division"), a plan of an employer: shown as "Division (plan)".
import { optionalText, percentField } from '../schemas/common';
import { defineEntity } from './entity';
import { addressFields, everywhere, nameField, listedByName, ownerField } from './fields';

export const divisionEntity = defineEntity({
  resource: 'divisions',
  entity: 'division',
  api: { list: '/divisions', one: '/divisions/{id}', save: '/divisions/save-division' },
  ...listedByName('name'),
  sections: ['plan', 'address'],
  fields: {
    name: nameField('plan'),
    planName: everywhere('text', optionalText(200), 'plan'),
    employerId: ownerField('organizations', 'employerName', 'employerIds', 'plan'),
    matchingContribution: {
      type: 'percent',
      label: 'fields.matchingContribution',
      schema: percentField(),
      list: true,
      show: true,
      form: 'plan',
      export: true,
    },
    percentage: {
      type: 'percent',
      label: 'fields.percentage',
      schema: percentField(),
      show: true,
      form: 'plan',
      export: true,
    },
    ...addressFields('zipCode', 'address', { show: true, export: true }),
  },
});
