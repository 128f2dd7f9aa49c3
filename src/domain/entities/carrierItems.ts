// A carrier's products and investment options (spec 3 "Product", "Investment"): two entities of
// one kind, each a named item of a carrier that policies use. They share the carrier reference
// and the policy count, and one set of views and one save path serve both.
import { optionalText, percentField } from '../schemas/common';
import { defineEntity, type FieldDescription } from './entity';
import { everywhere, nameField, listedByName, ownerField } from './fields';

/** The carrier an item belongs to: chosen when it is created, shown by name, sorted by name. */
const carrierRef = ownerField('carriers', 'carrierName', 'carrierIds', 'details');

/** How many policies use the item (read only). */
const policyCount = {
  type: 'number',
  list: true,
  phone: 'tertiary',
  sort: true,
  show: true,
  export: true,
} satisfies FieldDescription;

export const productEntity = defineEntity({
  resource: 'products',
  entity: 'product',
  api: {
    list: '/products',
    one: '/products/get-product-detail?id={id}',
    save: '/products/save-product',
  },
  ...listedByName('productName'),
  fields: {
    productName: nameField(),
    carrierId: carrierRef,
    policyCount,
  },
});

export const investmentEntity = defineEntity({
  resource: 'investments',
  entity: 'investment',
  api: {
    list: '/investments',
    one: '/investments/get-investment-detail?id={id}',
    save: '/investments/save-investment',
  },
  ...listedByName('investmentName'),
  fields: {
    investmentName: nameField(),
    type: everywhere('text', optionalText(100), 'details'),
    percentage: everywhere('percent', percentField(), 'details'),
    carrierId: carrierRef,
    policyCount,
  },
});
