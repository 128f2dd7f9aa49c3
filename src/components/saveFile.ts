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
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
