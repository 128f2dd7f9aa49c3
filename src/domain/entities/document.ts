// The document (spec 3 "Document"): a client, plan or policy document, uploaded as a file; its
// owner (participant, division or carrier) is shown by name.
import { DOCUMENT_TYPES } from '../enums';
import { defineEntity } from './entity';

export const documentEntity = defineEntity({
  resource: 'documents',
  entity: 'document',
  api: { list: '/documents', one: '/documents/{id}' },
  sort: { field: 'modified', order: 'DESC' },
  perPage: 25,
  search: true,
  title: 'documentName',
  fields: {
    documentName: {
      type: 'text',
      list: { link: true },
      phone: 'primary',
      sort: true,
      show: true,
      export: true,
    },
    documentType: {
      type: 'enum',
      choices: { values: DOCUMENT_TYPES, labels: 'documentTypes' },
      list: true,
      phone: 'secondary',
      sort: true,
      filter: true,
      show: true,
      export: true,
    },
    client: { type: 'text', list: true, show: true, export: true },
    division: { type: 'text', list: true, show: true, export: true },
    carrier: { type: 'text', show: true, export: true },
    size: { type: 'number', show: true, export: true },
    modified: {
      type: 'datetime',
      list: true,
      phone: 'tertiary',
      sort: true,
      show: true,
      export: true,
    },
    /** Filters only: uploaded on or after a day; not yet opened or downloaded by the reader. */
    modifiedSince: { type: 'date', filter: true },
    unread: { type: 'boolean', filter: true },
  },
});
