// A download the reader starts: say at once that it is on its way (a large file streams for a
// while), hand it to the browser, and say so if it failed; `busy` disables the button meanwhile.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { BlobResult } from '../api/client';
import { saveFile } from './saveFile';

export function useDownload(
  startedMessage: string,
  /** What the failure says; 'errors.exportFailed' by default. */
  failureOf?: (err: unknown) => string,
) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async (read: () => Promise<BlobResult>, fallbackName: string) => {
    setBusy(true);
    notify(startedMessage, { type: 'info' });
    try {
      saveFile(await read(), fallbackName);
    } catch (err) {
      notify(failureOf?.(err) || 'errors.exportFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
