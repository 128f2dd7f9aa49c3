// The carrier (spec 3 "Carrier detail"): its own fields and bank details. Its contacts, products
// and investment options are saved with it (schemas/carrier.ts adds them to the save call).
import { accountNumberField, routingField } from '../schemas/bankFields';
import { optionalText, urlField } from '../schemas/common';
import { defineEntity } from './entity';
import { activeField, everywhere, nameField, listedByName } from './fields';

export const carrierEntity = defineEntity({
  resource: 'carriers',
  entity: 'carrier',
  api: { list: '/carriers', one: '/carriers/{id}', save: '/carriers/save-carrier' },
  ...listedByName('name'),
  sections: ['details', 'bank'],
  fields: {
    id: { type: 'number', export: true },
    name: nameField(),
    address1: { type: 'text', schema: optionalText(200), show: true, form: 'details' },
    address2: { type: 'text', schema: optionalText(200), show: true, form: 'details' },
    city: everywhere('text', optionalText(100), 'details', { phone: 'secondary' }),
    state: everywhere('text', optionalText(50), 'details'),
    zipCode: { type: 'text', schema: optionalText(20), show: true, form: 'details' },
    documentUrl: { type: 'url', schema: urlField(), show: true, form: 'details' },
    bankName: { type: 'text', schema: optionalText(200), show: true, form: 'bank' },
    bankAddress: { type: 'text', schema: optionalText(300), show: true, form: 'bank' },
    routing: { type: 'text', schema: routingField(), show: true, form: 'bank' },
    accountNumber: { type: 'masked', schema: accountNumberField(), show: true, form: 'bank' },
    accountName: { type: 'text', schema: optionalText(200), show: true, form: 'bank' },
    isActive: activeField({ filter: true }),
    notes: { type: 'longText', schema: optionalText(4000), show: true, form: 'details' },
  },
});
