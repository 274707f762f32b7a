/**
 * What every CSV import screen shares outside its own columns (employees, custom assessment
 * results and settings): the chosen file's checks and bytes, the encoding's label, the template's
 * download, the upload's progress and the rows a refused call names.
 */
import { type TRowErrors, ZErrorResponse } from '@mirume/shared';
import type { CsvFileEncoding } from '@mirume/shared/csv';
import { isApiError, type UploadProgress } from '@/lib/api-client';
import { csvBlob, readCsvFile } from '@/lib/csv';
import { saveFile } from '@/lib/file-download';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be read, or null. */
export function fileProblem(file: File): string | null {
  if (!/\.csv$/i.test(file.name)) return 'CSVファイル（拡張子 .csv）を選択してください。';
  if (file.size > MAX_FILE_BYTES)
    return 'ファイルサイズが5MBを超えています。ファイルを分けてアップロードしてください。';
  return null;
}

/** The file's bytes (FileReader: available wherever File is, unlike Blob.arrayBuffer in older engines). */
function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error('ファイルを読み込めませんでした。もう一度選択してください。'));
    reader.readAsArrayBuffer(file);
  });
}

/** How the screens name the encoding a file was read in. */
const encodingLabel = (encoding: CsvFileEncoding) => (encoding === 'utf-8' ? 'UTF-8' : 'Shift_JIS');

/**
 * Reads a chosen file (UTF-8 or Shift_JIS): its records and the encoding as the screens name it.
 * `onShare` is told the share read so far, from 0 to 1.
 */
export async function readUpload(file: File, onShare?: (share: number) => void) {
  const { records, encoding } = await readCsvFile(await readBytes(file), ({ done, total }) =>
    onShare?.(total ? done / total : 1),
  );
  return { records, encoding: encodingLabel(encoding) };
}

/** The refusal of a file with more rows than the import takes, with the file's count. */
export const tooManyRows = (message: string, count: number) =>
  new Error(`${message}（このファイルは${count.toLocaleString('ja-JP')}件）`);

/** Hands `rows` to the browser's save dialog as a CSV file (a template, the settings). */
export function downloadCsv(rows: readonly (readonly string[])[], fileName: string) {
  saveFile(csvBlob(rows), fileName);
}

export interface ImportProgress {
  /** 'upload' while the body is sent (loaded/total bytes), 'server' while the server works. */
  phase: 'upload' | 'server';
  loaded: number;
  total: number;
}

/** The callbacks of `api.upload` that report an import's progress as `ImportProgress`. */
export function importProgressHandlers(onProgress?: (progress: ImportProgress) => void) {
  return {
    onUploadProgress: ({ loaded, total }: UploadProgress) => onProgress?.({ phase: 'upload', loaded, total }),
    onUploaded: () => onProgress?.({ phase: 'server', loaded: 0, total: 0 }),
  };
}

const ZErrorDetails = ZErrorResponse.shape.error.shape.details;

/** The rows (1-based data rows) a refused call named; none for any other error. */
export function refusedRows(error: unknown): TRowErrors[] {
  if (!isApiError(error)) return [];
  const details = ZErrorDetails.safeParse(error.details ?? undefined);
  return details.success ? (details.data?.rows ?? []) : [];
}

/** What a failed import adds to its reason: all rows or none, so nothing was written. */
export const NOTHING_IMPORTED = '取り込みは行われていません（1件も登録されていません）。';
