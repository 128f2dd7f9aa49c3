// The user (spec 3 "User, list form" and "User, full form"): the list, its filters and export,
// and the form's sections. The user's page is the profile (spec 2); the form adds what each role
// links (schemas/user.ts adds those rules to the save call, resources/users draws the pickers).
import { z } from 'zod';
import { PARTICIPANT_STATUSES, ROLES } from '../enums';
import {
  BIRTH_DAYS,
  dayField,
  emailField,
  idField,
  idRef,
  optionalText,
  orRequired,
  percentField,
  phoneField,
} from '../schemas/common';
import { visibleName } from '../text';
import { V } from '../validation';
import { defineEntity } from './entity';
import { addressFields } from './fields';

const text = (max: number, form: string) =>
  ({ type: 'text', schema: optionalText(max), form }) as const;

export const userEntity = defineEntity({
  resource: 'users',
  entity: 'user',
  api: { list: '/users', one: '/users/{id}', save: '/users/save-user', remove: '/users/{id}' },
  sort: { field: 'name', order: 'ASC' },
  perPage: 25,
  search: true,
  title: 'name',
  sections: ['account', 'personal', 'participant', 'organizations'],
  // Deleted users are listed only when asked for (and only to the roles that may).
  listDefaults: { isDeleted: false },
  fields: {
    id: { type: 'number', export: true },
    name: { type: 'text', list: { link: true }, phone: 'primary', sort: true, export: true },
    email: {
      type: 'email',
      label: 'fields.email',
      schema: emailField(),
      required: true,
      list: true,
      phone: 'secondary',
      sort: true,
      form: 'account',
      export: true,
    },
    firstName: {
      type: 'text',
      label: 'fields.firstName',
      schema: visibleName(100),
      required: true,
      form: 'personal',
    },
    lastName: {
      type: 'text',
      label: 'fields.lastName',
      schema: visibleName(100),
      required: true,
      form: 'personal',
    },
    phoneNumber: {
      type: 'phone',
      schema: phoneField(),
      list: true,
      sort: true,
      form: 'personal',
      export: true,
    },
    role: {
      type: 'enum',
      schema: z.enum(ROLES, { error: orRequired(V.invalid) }),
      required: true,
      choices: { values: ROLES, labels: 'roles' },
      list: true,
      phone: 'tertiary',
      sort: true,
      filter: true,
      form: 'account',
      export: true,
    },
    isActive: { type: 'boolean', list: true, sort: true, filter: true, export: true },
    isDeleted: { type: 'boolean', filter: { param: 'isDeleted' }, access: 'users.isDeleted' },
    /** Filters only: the latest invitation ran out unaccepted; a participant without a policy. */
    invitationOverdue: { type: 'boolean', filter: true },
    withoutPolicy: { type: 'boolean', filter: true },
    dateOfBirth: { type: 'date', schema: dayField(BIRTH_DAYS), form: 'personal' },
    ...addressFields('zip', 'personal'),
    notes: { type: 'longText', schema: optionalText(4000), form: 'personal' },
    // An Employee's participant record: exactly one division.
    divisionId: {
      type: 'reference',
      schema: idField().nullish(),
      required: true,
      reference: { resource: 'divisions', nameField: 'divisionName' },
      form: 'participant',
    },
    statusType: {
      type: 'enum',
      schema: z.enum(PARTICIPANT_STATUSES, { error: V.invalid }).nullish(),
      choices: { values: PARTICIPANT_STATUSES, labels: 'participantStatus' },
      form: 'participant',
    },
    clientUniqueId: text(50, 'participant'),
    title: text(200, 'participant'),
    planEnrollmentDate: { type: 'date', schema: dayField(), form: 'participant' },
    matchingContribution: {
      type: 'percent',
      label: 'fields.matchingContribution',
      help: 'fields.matchingContributionHelp',
      schema: percentField(),
      form: 'participant',
    },
    percentage: {
      type: 'percent',
      label: 'fields.percentage',
      help: 'fields.percentageHelp',
      schema: percentField(),
      form: 'participant',
    },
    note: { type: 'longText', schema: optionalText(4000), form: 'participant' },
    // A Producer's employers, or an EmployerAdmin's one employer.
    employers: {
      type: 'reference',
      schema: z.array(idRef(), { error: V.invalid }).max(1000).optional(),
      reference: { resource: 'organizations', nameField: 'employers' },
      form: 'organizations',
    },
    /** A Producer's start date. */
    since: { type: 'date', schema: dayField(), form: 'organizations' },
  },
});
