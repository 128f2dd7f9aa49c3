// What a documents list does: upload the chosen or dropped files (each within the size limit),
// open one in a new tab, download one, and delete one after the confirmation.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { DocumentRow } from '../../domain/api/documents';
import type { DocumentType } from '../../domain/enums';
import { MAX_DOCUMENT_BYTES } from '../../domain/schemas/documents';
import type { PortalDataProvider } from '../../providers/data';
import { saveFile } from '../saveFile';

/** The kind and owner an upload gets. */
export interface DocumentUpload {
  type: DocumentType;
  clientId?: number;
  carrierId?: number;
  divisionId?: number;
}

export const docKey = (key: string) => `components.documents.${key}`;

/** Opened at once, within the click, so that a pop-up blocker lets the tab through. */
async function openInTab(read: () => Promise<{ blob: Blob }>) {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await read();
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch {
    tab?.close();
  }
}

export function useDocumentActions(upload: DocumentUpload | undefined) {
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<DocumentRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['portal', 'documents'] });
  const sendOne = async (file: File) => {
    if (!upload) return;
    if (file.size > MAX_DOCUMENT_BYTES) {
      notify(docKey('tooLarge'), { type: 'error', messageArgs: { name: file.name } });
      return;
    }
    const { type, ...to } = upload;
    // Failures (a duplicate name, a file that is no document) are told by the API bridge.
    await dataProvider.uploadDocument(file, type, to).then(
      () => notify('messages.documentUploaded', { type: 'success' }),
      () => undefined,
    );
  };
  /** Uploads the files one after another; `done` runs after, whatever happened. */
  const send = async (files: FileList | null, done: () => void) => {
    if (!upload || !files || files.length === 0) return;
    setBusy(true);
    try {
      for (const file of Array.from(files)) await sendOne(file);
    } finally {
      setBusy(false);
      done();
      await refresh();
    }
  };
  const remove = async () => {
    if (!toDelete) return;
    setBusy(true);
    try {
      await dataProvider.deleteDocument(toDelete);
      notify('messages.deleted', { type: 'success' });
    } finally {
      setBusy(false);
      setToDelete(null);
      await refresh();
    }
  };
  return {
    busy,
    send,
    open: (doc: DocumentRow) => openInTab(() => dataProvider.downloadDocument(doc, true)),
    download: async (doc: DocumentRow) => {
      notify(docKey('downloadStarted'), { type: 'info' });
      saveFile(await dataProvider.downloadDocument(doc), doc.documentName);
    },
    toDelete,
    setToDelete,
    remove,
  };
}

export type DocumentActions = ReturnType<typeof useDocumentActions>;
