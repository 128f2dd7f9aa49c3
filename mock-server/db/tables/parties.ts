// The parties of a plan: people with their sessions, organizations with their divisions,
// contacts, producers and employer admins, participants, and carriers with their products and
// investment options.
import { sql, type AnyColumn } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PARTICIPANT_STATUSES, ROLES } from '../../../src/domain/enums';
import { percent, createdAt, updatedAt, day, inList } from './columns';

// ---------------------------------------------------------------- people and sessions

/**
 * A user's searchable text: name, e-mail and phone in one string, trigram-indexed. A term found in
 * any one of them is found in it, so it narrows a search before each field is tested.
 */
export const userSearchText = (t: {
  firstName: AnyColumn;
  lastName: AnyColumn;
  email: AnyColumn;
  phoneNumber: AnyColumn;
}) =>
  sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || coalesce(${t.phoneNumber}, ''))`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    userName: text('user_name'),
    phoneNumber: text('phone_number'),
    role: text('role', { enum: ROLES }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    statusType: text('status_type', { enum: PARTICIPANT_STATUSES }),
    notes: text('notes'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    passwordHash: text('password_hash'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    dateOfBirth: day('date_of_birth'),
    address: text('address'),
    state: text('state'),
    city: text('city'),
    zip: text('zip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_is_active_idx').on(t.isActive),
    index('users_is_deleted_idx').on(t.isDeleted),
    index('users_last_first_idx').on(t.lastName, t.firstName),
    index('users_first_name_idx').on(t.firstName),
    index('users_phone_idx').on(t.phoneNumber),
    // The participant list's default and name sorts compare names without case.
    index('users_last_first_lower_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    index('users_first_lower_idx').on(sql`lower(${t.firstName})`),
    // Searches (ILIKE '%term%') find their candidates by trigram (see searchedUser).
    index('users_search_trgm').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
    check('users_role_ck', inList('role', ROLES)),
  ],
);

export const deletionRecords = pgTable(
  'deletion_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deletedDate: timestamp('deleted_date', { withTimezone: true }).notNull(),
    isDeleted: boolean('is_deleted').notNull().default(true),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (t) => [index('deletion_records_user_idx').on(t.userId)],
);

/** Single-use links: an invitation (7 days) or a password reset (1 hour), stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invitation', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_uq').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.userId),
  ],
);

/** Refresh tokens, hashed; each use rotates it inside its family, re-use revokes the family. */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: serial('id').primaryKey(),
    familyId: text('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_sessions_hash_uq').on(t.tokenHash),
    index('refresh_sessions_family_idx').on(t.familyId),
    index('refresh_sessions_user_idx').on(t.userId),
  ],
);

/**
 * Failed sign-ins in a row per account and client address. The account is the normalized e-mail,
 * whether or not a user has it, so an unknown address locks exactly like a real one; the address
 * keeps a stranger elsewhere from locking a user out. Counted with one atomic upsert.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.client] }),
    index('sign_in_failures_updated_idx').on(t.updatedAt),
  ],
);

/** Fixed-window request counters shared by every API process on one PostgreSQL server. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStart)],
);

export const producers = pgTable(
  'producers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    since: day('since'),
  },
  (t) => [uniqueIndex('producers_user_uq').on(t.userId), index('producers_name_idx').on(t.name)],
);

export const employerAdmins = pgTable(
  'employer_admins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
  },
  (t) => [uniqueIndex('employer_admins_user_uq').on(t.userId)],
);

// ---------------------------------------------------------------- organizations

export const employers = pgTable(
  'employers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employers_name_lower_uq').on(sql`lower(${t.name})`),
    index('employers_is_active_idx').on(t.isActive),
  ],
);

export const employerContacts = pgTable(
  'employer_contacts',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    position: text('position'),
    phone: text('phone'),
    email: text('email'),
  },
  (t) => [index('employer_contacts_employer_idx').on(t.employerId)],
);

/** A division of an employer is one plan (spec: "employers and their divisions (plans)"). */
export const divisions = pgTable(
  'divisions',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    name: text('name').notNull(),
    planName: text('plan_name'),
    address: text('address'),
    state: text('state'),
    city: text('city'),
    zipCode: text('zip_code'),
    /** Employer matching contribution, a percentage per month (spec 9). */
    matchingContribution: percent('matching_contribution'),
    percentage: percent('percentage'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('divisions_employer_name_uq').on(t.employerId, t.name),
    index('divisions_name_idx').on(t.name),
  ],
);

export const divisionProducers = pgTable(
  'division_producers',
  {
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    producerId: integer('producer_id')
      .notNull()
      .references(() => producers.id),
  },
  (t) => [
    primaryKey({ columns: [t.divisionId, t.producerId] }),
    index('division_producers_producer_idx').on(t.producerId),
  ],
);

export const divisionEmployerAdmins = pgTable(
  'division_employer_admins',
  {
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    employerAdminId: integer('employer_admin_id')
      .notNull()
      .references(() => employerAdmins.id),
  },
  (t) => [
    primaryKey({ columns: [t.divisionId, t.employerAdminId] }),
    index('division_employer_admins_admin_idx').on(t.employerAdminId),
  ],
);

/**
 * A division's people as its list row shows them: its producers (by name) and employer admins
 * (by e-mail) whose users are not deleted, each as a JSON array. Kept by the database itself
 * (triggers of migration 0011 on the links, producers, employer admins and users), so that a page
 * of divisions reads one row per division instead of joining four tables twice. No row means no
 * such people.
 */
export const divisionPeople = pgTable('division_people', {
  divisionId: integer('division_id')
    .primaryKey()
    .references(() => divisions.id, { onDelete: 'cascade' }),
  producers: json('producers').notNull().default([]),
  employerAdmins: json('employer_admins').notNull().default([]),
});

/**
 * A division's list row (GET /api/divisions) as the JSON text the API sends: its fields, its
 * employer and its people (division_people), written by the database whenever any of them
 * changes (triggers of migration 0013 on divisions, employers and division_people). A page of
 * divisions then reads one short row per division from one table. The triggers run at the end of
 * each statement that writes a division, so every division has its row once that statement ends.
 */
export const divisionRows = pgTable('division_rows', {
  divisionId: integer('division_id')
    .primaryKey()
    .references(() => divisions.id, { onDelete: 'cascade' }),
  json: text('json').notNull(),
});

/** A participant ("client"): the plan-side record of an Employee user. */
export const participants = pgTable(
  'participants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id),
    clientUniqueId: text('client_unique_id').notNull(),
    title: text('title'),
    note: text('note'),
    planEnrollmentDate: day('plan_enrollment_date'),
    statusType: text('status_type', { enum: PARTICIPANT_STATUSES }).notNull().default('Active'),
    matchingContribution: percent('matching_contribution'),
    percentage: percent('percentage'),
  },
  (t) => [
    uniqueIndex('participants_user_uq').on(t.userId),
    uniqueIndex('participants_unique_id_uq').on(t.clientUniqueId),
    index('participants_division_idx').on(t.divisionId),
    index('participants_unique_id_trgm').using('gin', sql`${t.clientUniqueId} gin_trgm_ops`),
    check('participants_status_ck', inList('status_type', PARTICIPANT_STATUSES)),
  ],
);

// ---------------------------------------------------------------- carriers

export const carriers = pgTable(
  'carriers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city'),
    state: text('state'),
    address1: text('address1'),
    address2: text('address2'),
    zipCode: text('zip_code'),
    documentUrl: text('document_url'),
    bankName: text('bank_name'),
    bankAddress: text('bank_address'),
    routing: text('routing'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carriers_name_lower_uq').on(sql`lower(${t.name})`),
    index('carriers_city_idx').on(t.city),
    index('carriers_state_idx').on(t.state),
    index('carriers_is_active_idx').on(t.isActive),
  ],
);

export const carrierContacts = pgTable(
  'carrier_contacts',
  {
    id: serial('id').primaryKey(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    position: text('position'),
    phone: text('phone'),
    email: text('email'),
  },
  (t) => [index('carrier_contacts_carrier_idx').on(t.carrierId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    productName: text('product_name').notNull(),
  },
  (t) => [unique('products_carrier_name_uq').on(t.carrierId, t.productName)],
);

export const investments = pgTable(
  'investments',
  {
    id: serial('id').primaryKey(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    investmentName: text('investment_name').notNull(),
    type: text('type'),
    percentage: percent('percentage'),
  },
  (t) => [unique('investments_carrier_name_uq').on(t.carrierId, t.investmentName)],
);
