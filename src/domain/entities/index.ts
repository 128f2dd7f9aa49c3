// The entity descriptions of the admin's resources, by react-admin resource name.
import { carrierEntity } from './carrier';
import { investmentEntity, productEntity } from './carrierItems';
import { divisionEntity } from './division';
import { documentEntity } from './document';
import { employerEntity } from './employer';
import { userEntity } from './user';

export { carrierEntity, investmentEntity, productEntity, divisionEntity, documentEntity };
export { employerEntity, userEntity };
export * from './entity';

export const ENTITIES = {
  users: userEntity,
  organizations: employerEntity,
  divisions: divisionEntity,
  carriers: carrierEntity,
  products: productEntity,
  investments: investmentEntity,
  documents: documentEntity,
} as const;

export type EntityResource = keyof typeof ENTITIES;
