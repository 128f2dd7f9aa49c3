// Hands a downloaded file to the browser, under the server's name or a fallback.
import type { BlobResult } from '../api/client';

export function saveFile({ blob, fileName }: BlobResult, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser reads the blob after this returns, later still on a busy machine; a URL revoked
  // before that read ends the download before it begins. A minute is ample and frees the memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
