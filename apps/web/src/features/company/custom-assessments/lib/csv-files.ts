/** The files the page writes (the settings, the results template) and reads (an upload's bytes). */
import { csvBlob } from '@/lib/csv';

/** A cell a spreadsheet would run as a formula gets an apostrophe, as every export of the server. */
export const neutralizeFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function downloadCsv(rows: readonly (readonly string[])[], fileName: string) {
  const url = URL.createObjectURL(csvBlob(rows));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file's bytes (FileReader: available wherever File is). */
export function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error('ファイルを読み込めませんでした。もう一度選択してください。'));
    reader.readAsArrayBuffer(file);
  });
}

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be read, or null. */
export function fileProblem(file: File): string | null {
  if (!/\.csv$/i.test(file.name)) return 'CSVファイル（拡張子 .csv）を選択してください。';
  if (file.size > MAX_FILE_BYTES)
    return 'ファイルサイズが5MBを超えています。ファイルを分けてアップロードしてください。';
  return null;
}
