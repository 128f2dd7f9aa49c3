// The division (spec 3 "Division"), a plan of an employer: shown as "Division (plan)".
import { idField, optionalText, percentField } from '../schemas/common';
import { defineEntity } from './entity';
import { everywhere, nameField, listedByName } from './fields';

export const divisionEntity = defineEntity({
  resource: 'divisions',
  entity: 'division',
  api: { list: '/divisions', one: '/divisions/{id}', save: '/divisions/save-division' },
  ...listedByName('name'),
  sections: ['plan', 'address'],
  fields: {
    name: nameField('plan'),
    planName: everywhere('text', optionalText(200), 'plan'),
    employerId: {
      type: 'reference',
      schema: idField(),
      reference: { resource: 'organizations', nameField: 'employerName' },
      required: true,
      list: true,
      phone: 'secondary',
      sort: 'employerName',
      filter: { param: 'employerIds' },
      show: true,
      form: 'plan',
      export: true,
    },
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
    address: {
      type: 'text',
      label: 'fields.address',
      schema: optionalText(200),
      show: true,
      form: 'address',
      export: true,
    },
    city: {
      type: 'text',
      label: 'fields.city',
      schema: optionalText(100),
      show: true,
      form: 'address',
      export: true,
    },
    state: {
      type: 'text',
      label: 'fields.state',
      schema: optionalText(50),
      show: true,
      form: 'address',
      export: true,
    },
    zipCode: {
      type: 'text',
      label: 'fields.zip',
      schema: optionalText(20),
      show: true,
      form: 'address',
      export: true,
    },
  },
});
