// The records whose changes the History views show (the audit trail's entities), and for each the
// fields a change names, with their labels and formats. The described resources take their fields
// from their entity descriptions; policies, AFR tables and import files, which have none, are
// described here. The server filters and writes the CSV with these; the screen shows them.
import {
  DOCUMENT_TYPES,
  FILE_STATUSES,
  IMPORT_FILE_KINDS,
  MONTHS,
  POLICY_STATUSES,
  TRANSACTION_TYPES,
} from '../enums';
import {
  carrierEntity,
  divisionEntity,
  employerEntity,
  investmentEntity,
  productEntity,
  userEntity,
} from '../entities';
import type { FieldDescription, FieldType } from '../entities/entity';
import type { Resource } from '../permissions';

/** A field of a change: its description, and the parts of one item when the value is a list. */
export type HistoryField = FieldDescription & { items?: Record<string, FieldDescription> };

export interface HistorySubject {
  /** The audit trail's name of the entity (audit_log.entity). */
  audit: string;
  /** What one record is called in the API's messages ('The carrier does not exist.'). */
  record: string;
  /** The permission-table resource whose `show` a reader needs (and the record's scope). */
  permission: Resource;
  /** The prefix of labels a field does not name itself (`resources.<resource>.fields`). */
  resource: string;
  fields: Record<string, HistoryField>;
}

const field = (type: FieldType, label: string, more?: Partial<HistoryField>): HistoryField => ({
  type,
  label,
  ...more,
});
const ref = (resource: string, label: string): HistoryField =>
  field('reference', label, { reference: { resource, nameField: resource } });
const choice = (values: readonly string[], labels: string, label: string): HistoryField =>
  field('enum', label, { choices: { values, labels } });

const P = 'resources.policies.fields';
const H = 'resources.policies.history';

/** A policy's own fields, its lists, and the history rows entered or deleted by hand. */
const POLICY_FIELDS: Record<string, HistoryField> = {
  clientId: ref('participants', 'history.fields.participant'),
  policyNumber: field('text', `${P}.policyNumber`),
  carrierId: ref('carriers', `${P}.carrier`),
  productId: ref('products', `${P}.product`),
  divisionId: ref('divisions', `${P}.plan`),
  status: choice(POLICY_STATUSES, 'policyStatus', `${P}.status`),
  statusAppliedAsOf: field('date', `${P}.statusAppliedAsOf`),
  accountLabel: field('text', `${P}.accountLabel`),
  anniversaryDate: field('date', `${P}.anniversaryDate`),
  agent: field('text', `${P}.agent`),
  isCoInsured: field('boolean', `${P}.isCoInsured`),
  coInsuredName: field('text', `${P}.coInsuredName`),
  coInsuredBirthDay: field('date', `${P}.coInsuredBirthDay`),
  isShowPolicy: field('boolean', `${P}.isShowPolicy`),
  matchingContribution: field('percent', 'fields.matchingContribution'),
  percentage: field('percent', 'fields.percentage'),
  loan: field('money', `${P}.loan`),
  exchangedPolicyForId: ref('policies', 'history.fields.exchangedPolicyFor'),
  exchangedFrom: ref('policies', 'history.fields.exchangedFrom'),
  carriedValue: field('money', 'history.fields.carriedValue'),
  beneficiaries: field('text', `resources.policies.beneficiaries`, {
    items: {
      name: { type: 'text' },
      type: { type: 'enum', choices: { values: [], labels: 'resources.policies.beneficiaryType' } },
      percent: { type: 'percent' },
    },
  }),
  allocations: field('text', 'resources.policies.allocations', {
    items: { investmentName: { type: 'text' }, percent: { type: 'percent' } },
  }),
  valuationDate: field('date', `${H}.date`),
  accumulatedValue: field('money', `${H}.accumulatedValue`),
  loanBalance: field('money', `${H}.loanBalance`),
  totalDeathBenefit: field('money', `${H}.deathBenefit`),
  date: field('date', `${H}.date`),
  type: choice(TRANSACTION_TYPES, 'statements.transactionTypes', `${H}.type`),
  amount: field('money', `${H}.amount`),
  isPublished: field('boolean', `${H}.published`),
  importFileId: ref('import-files', `${H}.file`),
};

const D = 'resources.documents.fields';

const DOCUMENT_FIELDS: Record<string, HistoryField> = {
  documentName: field('text', `${D}.documentName`),
  documentType: choice(DOCUMENT_TYPES, 'documentTypes', `${D}.documentType`),
  size: field('number', `${D}.size`),
  clientId: ref('participants', `${D}.client`),
  divisionId: ref('divisions', `${D}.division`),
  carrierId: ref('carriers', `${D}.carrier`),
};

const AFR_FIELDS: Record<string, HistoryField> = {
  year: field('number', 'pages.afrEntry.year'),
  ...Object.fromEntries(MONTHS.map((m) => [m, field('percent', `months.${m}`)])),
};

const F = 'pages.importFiles';

const IMPORT_FILE_FIELDS: Record<string, HistoryField> = {
  fileName: field('text', `${F}.fileName`),
  kind: choice(IMPORT_FILE_KINDS, 'imports.kinds', `${F}.kind`),
  carrierId: ref('carriers', `${F}.carrier`),
  fileStatus: choice(FILE_STATUSES, 'imports.fileStatus', `${F}.status`),
  rowCount: field('number', `${F}.rows`),
};

/** The fields of a user's record a change names: the description's, less the list-only ones. */
const { name: _name, ...userFields } = userEntity.fields;

/** Every record with a History view, by the key of its path (/history/<key>/<id>). */
export const HISTORY_SUBJECTS = {
  users: {
    record: 'user',
    audit: 'users',
    permission: 'users',
    resource: 'users',
    fields: userFields,
  },
  organizations: {
    record: 'employer',
    audit: 'employers',
    permission: 'organizations',
    resource: 'organizations',
    fields: employerEntity.fields,
  },
  divisions: {
    record: 'division',
    audit: 'divisions',
    permission: 'divisions',
    resource: 'divisions',
    fields: divisionEntity.fields,
  },
  carriers: {
    record: 'carrier',
    audit: 'carriers',
    permission: 'carriers',
    resource: 'carriers',
    fields: carrierEntity.fields,
  },
  products: {
    record: 'product',
    audit: 'products',
    permission: 'products',
    resource: 'products',
    fields: productEntity.fields,
  },
  investments: {
    record: 'investment',
    audit: 'investments',
    permission: 'investments',
    resource: 'investments',
    fields: investmentEntity.fields,
  },
  policies: {
    record: 'policy',
    audit: 'policies',
    permission: 'policies',
    resource: 'policies',
    fields: POLICY_FIELDS,
  },
  documents: {
    record: 'document',
    audit: 'document',
    permission: 'documents',
    resource: 'documents',
    fields: DOCUMENT_FIELDS,
  },
  'afr-rates': {
    record: 'AFR table',
    audit: 'afr_rates',
    permission: 'afr-rates',
    resource: 'afr-rates',
    fields: AFR_FIELDS,
  },
  'import-files': {
    record: 'file',
    audit: 'import_files',
    permission: 'files',
    resource: 'import-files',
    fields: IMPORT_FILE_FIELDS,
  },
} as const satisfies Record<string, HistorySubject>;

export type HistorySubjectKey = keyof typeof HISTORY_SUBJECTS;
export const HISTORY_SUBJECT_KEYS = Object.keys(HISTORY_SUBJECTS) as HistorySubjectKey[];

export const subjectOf = (key: HistorySubjectKey): HistorySubject => HISTORY_SUBJECTS[key];

/** The fields of a subject a change may name (a user's `id` or a count is never one). */
export const changeFieldsOf = (subject: HistorySubject): string[] =>
  Object.entries(subject.fields)
    .filter(([name, f]) => name !== 'id' && !(f.type === 'number' && f.list && !f.schema))
    .map(([name]) => name);

/** The translation key of a field's label. */
export const historyLabelOf = (subject: HistorySubject, name: string): string =>
  subject.fields[name]?.label ?? `resources.${subject.resource}.fields.${name}`;
