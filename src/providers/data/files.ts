// The carrier-file calls (spec 7 "Files"): uploads that start an import, its progress, the file
// list with publish and delete, a file's review, and a policy's history naming each row's file.
import type { ApiClient } from '../../api/client';
import type { MessageResult } from '../../domain/api/common';
import type {
  FailedImport,
  FileReview,
  ImportFileInfo,
  ImportFileList,
  ImportProgress,
  ImportStarted,
  PolicyHistory,
} from '../../domain/api/files';
import type { FileStatus, ImportFileKind } from '../../domain/enums';

export interface FileMethods {
  /** Uploads a values or transactions file for a carrier; answers the progress id at once. */
  startImport(kind: ImportFileKind, carrierId: number, file: File): Promise<ImportStarted>;
  /** One poll of an import's progress; failures are the poller's to handle (no toast). */
  importProgress(progressId: string, signal?: AbortSignal): Promise<ImportProgress>;
  /** The imported files; those in one state when `fileStatus` is given. */
  importFiles(fileStatus?: FileStatus): Promise<ImportFileInfo[]>;
  /** The imports that failed on or after a day (YYYY-MM-DD). */
  failedImports(since: string): Promise<FailedImport[]>;
  fileReview(fileId: number): Promise<FileReview>;
  publishFiles(fileIds: number[]): Promise<MessageResult>;
  deleteImportFile(fileName: string): Promise<MessageResult>;
  policyHistory(policyId: number): Promise<PolicyHistory>;
}

export const fileMethods = (client: ApiClient): FileMethods => ({
  startImport(kind, carrierId, file) {
    const form = new FormData();
    form.set('CarrierId', String(carrierId));
    form.set('File', file, file.name);
    return client.json<ImportStarted>({
      method: 'POST',
      path: kind === 'Values' ? '/files' : '/files/upload-file-transaction',
      form,
    });
  },
  importProgress: (progressId, signal) =>
    client.json<ImportProgress>({
      path: '/files/progress/{id}',
      pathParams: { id: progressId },
      silent: true,
      signal,
    }),
  importFiles: async (fileStatus) =>
    (await client.json<ImportFileList>({ path: '/files/get-file-info', query: { fileStatus } }))
      .files,
  failedImports: (since) =>
    client.json<FailedImport[]>({ path: '/files/failed-imports', query: { since } }),
  fileReview: (fileId) =>
    client.json<FileReview>({ path: '/files/review/{fileId}', pathParams: { fileId } }),
  publishFiles: (fileIds) =>
    client.json<MessageResult>({ method: 'POST', path: '/files/publish-files', body: { fileIds } }),
  deleteImportFile: (fileName) =>
    client.json<MessageResult>({
      method: 'DELETE',
      path: '/files/delete-file-transaction/{fileName}',
      pathParams: { fileName },
    }),
  policyHistory: (policyId) =>
    client.json<PolicyHistory>({ path: '/policy-history/{policyId}', pathParams: { policyId } }),
});
