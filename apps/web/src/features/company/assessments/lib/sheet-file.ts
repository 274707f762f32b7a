/**
 * The original result sheet a user picks: the file types and size of the `assessment_sheet`
 * purpose, checked before sending with the API's own messages (it checks again, by content).
 */
import { FILE_MESSAGES, FILE_PURPOSES, type FileType } from '@mirume/shared';

const RULE = FILE_PURPOSES.assessment_sheet;
const TYPES: readonly FileType[] = RULE.types;

/** Extensions the picker offers beside the types (some systems give scans no type). */
const EXTENSIONS: Record<string, FileType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const SHEET_ACCEPT = [...TYPES, ...Object.keys(EXTENSIONS).map((e) => `.${e}`)].join(',');
export const SHEET_MAX_BYTES = RULE.maxBytes;

function typeOf(file: File): string {
  if (file.type) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSIONS[extension] ?? '';
}

/** The Japanese reason a file cannot be sent, or null. */
export function sheetFileError(file: File): string | null {
  if (!TYPES.includes(typeOf(file) as FileType)) return FILE_MESSAGES.unsupportedType(TYPES);
  if (file.size === 0) return FILE_MESSAGES.emptyFile;
  if (file.size > RULE.maxBytes) return FILE_MESSAGES.tooLarge(RULE.maxBytes);
  return null;
}
