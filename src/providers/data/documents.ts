// The documents area (spec 7 "Documents"): the client, plan, policy and carrier lists, upload,
// delete and download.
import type { ApiClient, BlobResult } from '../../api/client';
import type { MessageResult, SavedResult } from '../../domain/api/common';
import type { DocumentRow } from '../../domain/api/documents';
import type { DocumentType } from '../../domain/enums';

/** Whose documents a list shows. */
export type DocumentOwner =
  | { kind: 'client'; clientId: number }
  | { kind: 'policy'; clientId: number }
  | { kind: 'plan'; divisionId?: number; clientId?: number }
  | { kind: 'carrier'; carrierId: number };

export interface DocumentMethods {
  documents(owner: DocumentOwner): Promise<DocumentRow[]>;
  uploadDocument(
    file: File,
    type: DocumentType,
    owner: { clientId?: number; carrierId?: number; divisionId?: number },
  ): Promise<SavedResult>;
  deleteDocument(doc: DocumentRow): Promise<MessageResult>;
  /** The file; `inline` asks for a disposition that a browser tab shows rather than saves. */
  downloadDocument(doc: DocumentRow, inline?: boolean): Promise<BlobResult>;
}

/** The query that names one document besides its file name. */
const refOf = (doc: DocumentRow) => ({
  type: doc.documentType,
  id: doc.id,
  divisionId: doc.divisionId ?? undefined,
  clientId: doc.clientId ?? undefined,
  carrierId: doc.carrierId ?? undefined,
});

export const documentMethods = (client: ApiClient): DocumentMethods => ({
  documents: (owner) => {
    switch (owner.kind) {
      case 'client':
        return client.json({
          path: '/documents/client-documents/{clientId}',
          pathParams: { clientId: owner.clientId },
        });
      case 'policy':
        return client.json({
          path: '/documents/policy-documents/{clientId}',
          pathParams: { clientId: owner.clientId },
        });
      case 'plan':
        return client.json({
          path: '/documents/plant-documents',
          query: { divisionId: owner.divisionId, clientId: owner.clientId },
        });
      case 'carrier':
        return client.json({
          path: '/documents/carrier/{carrierId}',
          pathParams: { carrierId: owner.carrierId },
        });
    }
  },
  uploadDocument: (file, type, owner) => {
    const form = new FormData();
    form.append('DocumentType', type);
    if (owner.clientId !== undefined) form.append('ClientId', String(owner.clientId));
    if (owner.carrierId !== undefined) form.append('CarrierId', String(owner.carrierId));
    if (owner.divisionId !== undefined) form.append('DivisionId', String(owner.divisionId));
    form.append('File', file, file.name);
    return client.json({ method: 'POST', path: '/documents', form, problemStatuses: [400, 409] });
  },
  deleteDocument: (doc) =>
    client.json({
      method: 'DELETE',
      path: '/documents/delete-document/{fileName}',
      pathParams: { fileName: doc.documentName },
      requiredQuery: ['type'],
      query: refOf(doc),
    }),
  downloadDocument: (doc, inline = false) =>
    client.blob({
      method: 'POST',
      path: '/documents/download-pdf/{fileName}',
      pathParams: { fileName: doc.documentName },
      requiredQuery: ['type'],
      query: { ...refOf(doc), inline: inline ? 'true' : undefined },
    }),
});
