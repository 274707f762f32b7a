/** Files the diagnosis screens download (ticket sheets, ticket CSVs): fetched through the shared
 * client (`apiFileRequest`, same credentials and 401/450 rules) and handed to the save dialog. */
import { apiFileRequest, type FileAnswer } from '@/lib/api-client';

export type { FileAnswer };

export function fetchFile(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string> } = {},
): Promise<FileAnswer> {
  return apiFileRequest(path, { area: 'company', method: init.method, body: init.body, query: init.query });
}

/** Hands a downloaded file to the browser's save dialog. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
