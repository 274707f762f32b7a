/**
 * Content types by magic bytes. The declared type (from the file name's extension, chosen by the
 * browser) is only a claim: a PDF renamed .png is still a PDF. Every upload's first bytes must
 * match the type it was declared as, before anything is kept.
 */
import type { FileType } from '@mirume/shared';

/** How many leading bytes the checks look at (CSV's text check uses all of them). */
export const SNIFF_BYTES = 64;

const startsWith = (head: Buffer, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
/** A zip's local file header: every Office Open XML file (xlsx, docx) is a zip. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const BINARY_SIGNATURES = [PDF, JPEG, PNG, GIF87, GIF89, RIFF, ZIP];

/** Text without NUL or other control characters than tab, CR, LF (a UTF-8 BOM is fine). */
function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  if (BINARY_SIGNATURES.some((sig) => startsWith(head, sig))) return false;
  for (const b of head) {
    if (b === 0x09 || b === 0x0a || b === 0x0d) continue;
    if (b < 0x20 || b === 0x7f) return false;
  }
  return true;
}

const CHECKS: Record<FileType, (head: Buffer) => boolean> = {
  'application/pdf': (h) => startsWith(h, PDF),
  'image/jpeg': (h) => startsWith(h, JPEG),
  'image/png': (h) => startsWith(h, PNG),
  'image/gif': (h) => startsWith(h, GIF87) || startsWith(h, GIF89),
  'image/webp': (h) => startsWith(h, RIFF) && startsWith(h, WEBP, 8),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (h) => startsWith(h, ZIP),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (h) => startsWith(h, ZIP),
  'text/csv': looksLikeText,
};

/** Whether the first bytes of a file fit the type it was declared as. */
export function matchesType(type: string, head: Buffer): boolean {
  const check = CHECKS[type as FileType];
  return check ? check(head) : false;
}

const BY_EXTENSION: Record<string, FileType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
};

/**
 * The type a multipart part claims: its own content type, or the file name's extension when the
 * browser sent only application/octet-stream. Either way the magic bytes decide in the end.
 */
export function declaredType(mimetype: string, fileName: string): string {
  const type = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type && type !== 'application/octet-stream') return type;
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? type;
}
