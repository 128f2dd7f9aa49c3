// The user (spec 3 "User, list form"): the list, its filters and export. The user's page is the
// profile (spec 2) and the full form has each role's links (schemas/user.ts, resources/users).
import { ROLES } from '../enums';
import { defineEntity } from './entity';

export const userEntity = defineEntity({
  resource: 'users',
  entity: 'user',
  api: { list: '/users', one: '/users/{id}', save: '/users/save-user', remove: '/users/{id}' },
  sort: { field: 'name', order: 'ASC' },
  perPage: 25,
  search: true,
  title: 'name',
  // Deleted users are listed only when asked for (and only to the roles that may).
  listDefaults: { isDeleted: false },
  fields: {
    id: { type: 'number', export: true },
    name: {
      type: 'text',
      list: { link: true },
      phone: 'primary',
      sort: true,
      export: true,
    },
    email: { type: 'email', list: true, phone: 'secondary', sort: true, export: true },
    phoneNumber: { type: 'phone', list: true, sort: true, export: true },
    role: {
      type: 'enum',
      choices: { values: ROLES, labels: 'roles' },
      list: true,
      phone: 'tertiary',
      sort: true,
      filter: true,
      export: true,
    },
    isActive: { type: 'boolean', list: true, sort: true, filter: true, export: true },
    isDeleted: { type: 'boolean', filter: { param: 'isDeleted' }, access: 'users.isDeleted' },
  },
});
