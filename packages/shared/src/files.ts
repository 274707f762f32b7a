/**
 * Uploaded files (spec §7 file_attached): what each purpose accepts, the Japanese messages of a
 * refused file, and the request/response schemas of the calls. The API checks every upload
 * against its purpose (declared type, size, magic bytes); the web app uses the same table for
 * the file picker's `accept` and to refuse a too large file before sending it.
 */
import { z } from 'zod';
import { integer, MESSAGES } from './validation.ts';

/** The file types an upload may have, with the label the 415 message names. */
export const FILE_TYPES = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel（xlsx）',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word（docx）',
  'text/csv': 'CSV',
} as const;
export type FileType = keyof typeof FILE_TYPES;

const MB = 1024 * 1024;

export interface FilePurposeRule {
  /** Who owns the files: a company (key under companies/{id}/) or the service (key under system/). */
  scope: 'company' | 'system';
  types: readonly FileType[];
  maxBytes: number;
  label: string;
}

/**
 * The purposes of an upload. `assessment_sheet`: scanned HCI / EMERGENETICS sheets of a person;
 * `inquiry_attachment`: a file sent with an inquiry; `notification_attachment`: a file of an
 * operator's announcement (not tied to a company); `image`: a picture shown in the app.
 */
export const FILE_PURPOSES = {
  assessment_sheet: {
    scope: 'company',
    types: ['application/pdf', 'image/jpeg', 'image/png'],
    maxBytes: 20 * MB,
    label: '診断シート',
  },
  inquiry_attachment: {
    scope: 'company',
    types: [
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/csv',
    ],
    maxBytes: 10 * MB,
    label: 'お問い合わせの添付ファイル',
  },
  notification_attachment: {
    scope: 'system',
    types: ['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    maxBytes: 10 * MB,
    label: 'お知らせの添付ファイル',
  },
  image: {
    scope: 'company',
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    maxBytes: 5 * MB,
    label: '画像',
  },
} as const satisfies Record<string, FilePurposeRule>;

export type FilePurpose = keyof typeof FILE_PURPOSES;
export const FILE_PURPOSE_VALUES = Object.keys(FILE_PURPOSES) as [FilePurpose, ...FilePurpose[]];
export const COMPANY_FILE_PURPOSES = FILE_PURPOSE_VALUES.filter((p) => FILE_PURPOSES[p].scope === 'company');
export const SYSTEM_FILE_PURPOSES = FILE_PURPOSE_VALUES.filter((p) => FILE_PURPOSES[p].scope === 'system');

export function filePurposeRule(purpose: FilePurpose): FilePurposeRule {
  return FILE_PURPOSES[purpose];
}

/** Life of a stored file: reserved (URL issued) → bytes stored → attached to a record. */
export const STORED_FILE_STATUSES = ['pending', 'uploaded', 'attached'] as const;
export type StoredFileStatus = (typeof STORED_FILE_STATUSES)[number];

/** Who created a stored file. */
export const FILE_CREATOR_KINDS = ['company_admin', 'system_admin'] as const;

/** Records a file can be attached to; each registers an ownership check in the API. */
export const FILE_RECORD_TYPES = ['employee', 'inquiry', 'hci', 'emergenetic', 'energizer'] as const;
export type FileRecordType = (typeof FILE_RECORD_TYPES)[number];

/** "20MB", "5MB", "512KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB}MB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)}MB`;
  return `${Math.ceil(bytes / 1024)}KB`;
}

export const FILE_MESSAGES = {
  tooLarge: (maxBytes: number) => `ファイルサイズが上限（${formatFileSize(maxBytes)}）を超えています。`,
  unsupportedType: (types: readonly FileType[]) =>
    `このファイル形式はアップロードできません。${types.map((t) => FILE_TYPES[t]).join('・')} のファイルを選んでください。`,
  badSignature: 'このURLは有効期限が切れているか、正しくありません。もう一度操作してください。',
  missingFile: 'ファイルを選んでください。',
  emptyFile: 'ファイルが空です。',
  notUploaded: 'ファイルのアップロードが完了していません。もう一度アップロードしてください。',
  attachedCannotRemove: 'このファイルは登録済みのデータに添付されているため削除できません。',
  alreadyAttached: 'このファイルはすでに別のデータに添付されています。',
  recordNotFound: '添付先のデータが見つかりません。',
  purposeNotAllowed: 'このデータにはこの種類のファイルを添付できません。',
} as const;

/** A file name as the user's computer had it: no path, no control characters. */
const fileName = () =>
  z
    .string({ message: MESSAGES.required })
    .trim()
    .min(1, { message: MESSAGES.required })
    .max(255, { message: MESSAGES.max(255) })
    .regex(/^[^\\/\p{Cc}]+$/u, { message: MESSAGES.symbol });

const fileKey = () =>
  z
    .string({ message: MESSAGES.required })
    .min(1, { message: MESSAGES.required })
    .max(300, { message: MESSAGES.max(300) })
    .regex(/^(companies\/\d+|system)\/[a-z_]+\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/, { message: MESSAGES.oneOf });

const presignFields = {
  file_name: fileName(),
  content_type: z
    .string({ message: MESSAGES.required })
    .trim()
    .toLowerCase()
    .min(1, { message: MESSAGES.required })
    .max(200, { message: MESSAGES.max(200) }),
  size: integer({ min: 1, max: 2_147_483_647 }),
};

export const ZPresignedUrlRequest = z.object({
  purpose: z.enum(COMPANY_FILE_PURPOSES as [FilePurpose, ...FilePurpose[]], { message: MESSAGES.oneOf }),
  ...presignFields,
});
export type TPresignedUrlRequest = z.infer<typeof ZPresignedUrlRequest>;

/** The operator's upload for a company: which company the file belongs to. */
export const ZAdminPresignedUrlRequest = ZPresignedUrlRequest.extend({
  company_id: integer({ min: 1, max: 2_147_483_647 }),
});

export const ZPresignedUrlCommonRequest = z.object({
  purpose: z.enum(SYSTEM_FILE_PURPOSES as [FilePurpose, ...FilePurpose[]], { message: MESSAGES.oneOf }),
  ...presignFields,
});

export const ZPresignedUrlResponse = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  /** Send exactly these headers with the PUT. */
  headers: z.record(z.string(), z.string()),
  key: z.string(),
  expires_at: z.string(),
});
export type TPresignedUrlResponse = z.infer<typeof ZPresignedUrlResponse>;

export const ZFileKeyRequest = z.object({ key: fileKey() });
export const ZFileKeyQuery = ZFileKeyRequest;

export const ZAttachFileRequest = z.object({
  key: fileKey(),
  record_type: z.enum(FILE_RECORD_TYPES, { message: MESSAGES.oneOf }),
  record_id: integer({ min: 1, max: 2_147_483_647 }),
});
export type TAttachFileRequest = z.infer<typeof ZAttachFileRequest>;

export const ZStoredFile = z.object({
  key: z.string(),
  purpose: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().nullable(),
  status: z.enum(STORED_FILE_STATUSES),
  record_type: z.string().nullable(),
  record_id: z.number().int().nullable(),
});
export const ZStoredFileResponse = z.object({ data: ZStoredFile });
export type TStoredFile = z.infer<typeof ZStoredFile>;
