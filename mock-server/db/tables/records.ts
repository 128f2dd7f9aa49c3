// What is recorded about the parties: policies and their history (imports, account values,
// transactions, beneficiaries, allocations), documents, AFR rates, mail and the audit trail.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
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
  POLICY_STATUSES,
  POLICY_TYPES,
  TRANSACTION_TYPES,
} from '../../../src/domain/enums';
import { money, percent, createdAt, updatedAt, day, inList } from './columns';
import { carriers, divisions, investments, participants, products, users } from './parties';

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
    /**
     * The sha256 (hex) of the bytes, which name them in the document store
     * (services/documents/store.ts); null only until the start-up step has moved a row's bytes
     * out of `document_contents`.
     */
    contentHash: text('content_hash'),
  },
  (t) => [
    uniqueIndex('documents_blob_uq').on(t.documentBlobName),
    index('documents_content_hash_idx').on(t.contentHash),
    // 'A file with the same name already exists.': one name per type and owner.
    unique('documents_owner_name_uq')
      .on(t.documentType, t.clientId, t.carrierId, t.divisionId, t.documentName)
      .nullsNotDistinct(),
    index('documents_client_idx').on(t.clientId),
    index('documents_division_idx').on(t.divisionId),
    check('documents_type_ck', inList('document_type', DOCUMENT_TYPES)),
  ],
);

/**
 * Who has opened or downloaded which document, and when last: a document is unread for a user
 * until their first download (the dashboard's unread count and the documents list's filter).
 */
export const documentReads = pgTable(
  'document_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.documentId] }),
    index('document_reads_document_idx').on(t.documentId),
  ],
);

/** Raw bytes: Buffer in Node, bytea in the database (PGlite hands back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Where documents' bytes were kept before the document store, and where seeding still puts the
 * fixture documents: at start-up each row's bytes move to the store and the row is deleted
 * (services/documents/legacy.ts), so the table is empty while the server answers.
 */
export const documentContents = pgTable('document_contents', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
});

/**
 * The document store of the PostgreSQL mode (DESIGN 7a): each document's bytes in chunks of
 * DOCUMENT_CHUNK_BYTES, named by their sha256 like the files of the embedded mode, written in the
 * transaction that writes the document's row, so every API process sharing the database serves
 * the same files and a crash leaves neither bytes without a row nor a row without bytes.
 */
export const documentChunks = pgTable(
  'document_chunks',
  {
    hash: text('hash').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.seq] })],
);

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
