// The database schema: one drizzle definition that runs on PGlite (embedded) and on PostgreSQL.
// Money is numeric (exact, carried as decimal strings); calendar dates are `date`.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_VALUE_TYPES,
  BENEFICIARY_TYPES,
  DOCUMENT_TYPES,
  FILE_STATUSES,
  IMPORT_FAIL_TYPES,
  IMPORT_FILE_KINDS,
  IMPORT_FILE_STATES,
  PARTICIPANT_STATUSES,
  POLICY_STATUSES,
  POLICY_TYPES,
  ROLES,
  TRANSACTION_TYPES,
} from '../../src/domain/enums';

const money = (name: string) => numeric(name, { precision: 20, scale: 2 });
const percent = (name: string) => numeric(name, { precision: 9, scale: 4 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const day = (name: string) => date(name, { mode: 'string' });
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

// ---------------------------------------------------------------- people and sessions

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

// ---------------------------------------------------------------- policies and their history

export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => participants.id),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id),
    policyNumber: text('policy_number').notNull(),
    policyType: text('policy_type', { enum: POLICY_TYPES }).notNull().default('Default'),
    isCoInsured: boolean('is_co_insured').notNull().default(false),
    coInsuredName: text('co_insured_name'),
    coInsuredBirthDay: day('co_insured_birth_day'),
    matchingContribution: percent('matching_contribution'),
    percentage: percent('percentage'),
    agent: text('agent'),
    loan: money('loan'),
    accountLabel: text('account_label'),
    anniversaryDate: day('anniversary_date'),
    status: text('status', { enum: POLICY_STATUSES }).notNull().default('Active'),
    statusAppliedAsOf: day('status_applied_as_of'),
    isShowPolicy: boolean('is_show_policy').notNull().default(true),
    isImport: boolean('is_import').notNull().default(false),
    /** The successor this policy was exchanged for (spec: exchangedPolicyForId). */
    exchangedPolicyForId: integer('exchanged_policy_for_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('policies_carrier_number_uq').on(t.carrierId, t.policyNumber),
    index('policies_client_idx').on(t.clientId),
    index('policies_division_idx').on(t.divisionId),
    index('policies_number_idx').on(t.policyNumber),
    check('policies_status_ck', inList('status', POLICY_STATUSES)),
    check('policies_exchange_not_self_ck', sql`exchanged_policy_for_id is distinct from id`),
    foreignKey({
      name: 'policies_exchanged_for_fk',
      columns: [t.exchangedPolicyForId],
      foreignColumns: [t.id],
    }),
  ],
);

/** Carrier files imported (DESIGN 5.4). Rows they bring stay unpublished until the file is. */
export const importFiles = pgTable(
  'import_files',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    kind: text('kind', { enum: IMPORT_FILE_KINDS }).notNull(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    fileStatus: text('file_status', { enum: FILE_STATUSES }).notNull().default('UnPublished'),
    rowCount: integer('row_count').notNull().default(0),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    publishedBy: integer('published_by').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('import_files_name_uq').on(t.fileName),
    index('import_files_status_idx').on(t.fileStatus),
    index('import_files_modified_idx').on(t.modified),
  ],
);

export const importProgress = pgTable('import_progress', {
  id: text('id').primaryKey(),
  importFileId: integer('import_file_id').references(() => importFiles.id, {
    onDelete: 'set null',
  }),
  documentName: text('document_name').notNull(),
  percentageOfCompletion: integer('percentage_of_completion').notNull().default(0),
  fileType: text('file_type').notNull().default('Csv'),
  fileState: text('file_state', { enum: IMPORT_FILE_STATES }).notNull().default('Uploading'),
  succeededStates: jsonb('succeeded_states').$type<string[]>().notNull().default([]),
  failType: text('fail_type', { enum: IMPORT_FAIL_TYPES }),
  failInfo: text('fail_info'),
  failIndex: integer('fail_index'),
  /** The placeholders of failInfo's text (the row a duplicate repeats, a column's name…). */
  failValues: jsonb('fail_values').$type<Record<string, string>>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Carrier-reported values: accumulated value (PlannedValue), death benefit, loan balance… */
export const accountValues = pgTable(
  'account_values',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    type: text('type', { enum: ACCOUNT_VALUE_TYPES }).notNull(),
    value: money('value').notNull(),
    date: day('date').notNull(),
    importFileId: integer('import_file_id').references(() => importFiles.id, {
      onDelete: 'cascade',
    }),
    isPublished: boolean('is_published').notNull().default(true),
  },
  (t) => [
    // Spec 5: one accumulated value (and each other value type) per policy and valuation date.
    // Policy, then date: the order the history is written in (month by month), so building it
    // after a bulk load sorts nearly sorted keys. It also serves every read of a policy's values
    // by date (a policy holds a few hundred rows); a second index on (policy, date) cost the seed
    // and every import its upkeep for no faster read.
    unique('account_values_policy_date_type_uq').on(t.policyId, t.date, t.type),
    // Only imported rows name a file (none of the seeded history): the index holds just those.
    index('account_values_import_idx')
      .on(t.importFileId)
      .where(sql`${t.importFileId} is not null`),
    check('account_values_type_ck', inList('type', ACCOUNT_VALUE_TYPES)),
  ],
);

/** Plan contributions, loans and other policy transactions. */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    value: money('value').notNull(),
    date: day('date').notNull(),
    isExchanged: boolean('is_exchanged').notNull().default(false),
    importFileId: integer('import_file_id').references(() => importFiles.id, {
      onDelete: 'cascade',
    }),
    isPublished: boolean('is_published').notNull().default(true),
  },
  (t) => [
    // Spec 5: one contribution per policy, date and type.
    unique('transactions_policy_date_type_uq').on(t.policyId, t.date, t.type),
    // Narrower than the unique key, so the planner reads a division's premiums (receivables)
    // policy by policy through it (0.3 s for 1,200 participants over ten years) rather than
    // scanning the whole table (1 s), which it prefers over the wider key.
    index('transactions_policy_date_idx').on(t.policyId, t.date),
    index('transactions_date_idx').on(t.date),
    index('transactions_import_idx')
      .on(t.importFileId)
      .where(sql`${t.importFileId} is not null`),
    check('transactions_type_ck', inList('type', TRANSACTION_TYPES)),
  ],
);

export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: BENEFICIARY_TYPES }).notNull(),
    percent: percent('percent').notNull(),
  },
  (t) => [
    unique('beneficiaries_policy_name_uq').on(t.policyId, t.name),
    check('beneficiaries_percent_ck', sql`percent > 0 and percent <= 100`),
  ],
);

export const allocations = pgTable(
  'allocations',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    percent: percent('percent').notNull(),
  },
  (t) => [
    unique('allocations_policy_investment_uq').on(t.policyId, t.investmentId),
    index('allocations_investment_idx').on(t.investmentId),
    check('allocations_percent_ck', sql`percent > 0 and percent <= 100`),
  ],
);

// ---------------------------------------------------------------- documents and rates

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    documentName: text('document_name').notNull(),
    /** Opaque name the server gives the stored object; never derived from user input. */
    documentBlobName: text('document_blob_name').notNull(),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }).notNull(),
    clientId: integer('client_id').references(() => participants.id),
    carrierId: integer('carrier_id').references(() => carriers.id),
    divisionId: integer('division_id').references(() => divisions.id),
    contentType: text('content_type').notNull().default('application/pdf'),
    size: integer('size').notNull().default(0),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_blob_uq').on(t.documentBlobName),
    // 'A file with the same name already exists.': one name per type and owner.
    unique('documents_owner_name_uq')
      .on(t.documentType, t.clientId, t.carrierId, t.divisionId, t.documentName)
      .nullsNotDistinct(),
    index('documents_client_idx').on(t.clientId),
    index('documents_division_idx').on(t.divisionId),
    check('documents_type_ck', inList('document_type', DOCUMENT_TYPES)),
  ],
);

/** Raw bytes: Buffer in Node, bytea in the database (PGlite hands back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of each document, in the database so that every API process sharing one PostgreSQL
 * serves the same files (DESIGN 7a); kept apart from `documents` so lists never read them.
 */
export const documentContents = pgTable('document_contents', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
});

/** AFR table: one annual rate (percent) per year, entered as twelve monthly values. */
export const afrRates = pgTable(
  'afr_rates',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    jan: percent('jan').notNull(),
    feb: percent('feb').notNull(),
    mar: percent('mar').notNull(),
    apr: percent('apr').notNull(),
    may: percent('may').notNull(),
    jun: percent('jun').notNull(),
    jul: percent('jul').notNull(),
    aug: percent('aug').notNull(),
    sep: percent('sep').notNull(),
    oct: percent('oct').notNull(),
    nov: percent('nov').notNull(),
    dec: percent('dec').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('afr_rates_year_uq').on(t.year),
    check('afr_rates_year_ck', sql`year between 1900 and 2200`),
  ],
);

// ---------------------------------------------------------------- mail and audit

/** Every message the product sends; delivered by SMTP when configured, else read from here. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    link: text('link'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);

/** Who changed what, and when: one row per write. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    changes: jsonb('changes'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** One row once the fixtures are loaded; written in the same transaction as the seed. */
export const seedInfo = pgTable('seed_info', {
  id: integer('id').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  fixturesDigest: text('fixtures_digest').notNull(),
});
