// Response shapes of the document calls (spec 3 "Document", spec 7 "Documents"). The stored
// object's name never leaves the server: a document is named by its id and its file name.
import type { DocumentType } from '../enums';

export interface DocumentRow {
  id: number;
  documentName: string;
  documentType: DocumentType;
  clientId: number | null;
  /** The participant's name, for client and policy documents. */
  client: string | null;
  carrierId: number | null;
  carrier: string | null;
  divisionId: number | null;
  /** The division's plan name (or name), for plan documents. */
  division: string | null;
  contentType: string;
  size: number;
  /** When the file was uploaded, ISO 8601. */
  modified: string;
}
