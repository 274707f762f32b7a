/**
 * A file sent in a multipart form, streamed to the storage as it arrives (the assessment create,
 * update and OCR calls use it). The route's module registers plugins/multipart.ts in its scope;
 * this reads the parts in order: form fields are collected, the one file part (field `file`
 * unless told otherwise) goes through the purpose's guard (size while streaming, magic bytes of
 * the first bytes) into the storage and gets an `uploaded` row, ready to be attached by the
 * route's own transaction. A missing file answers 400, a too large one 413, a wrong type 415,
 * all with the purpose's Japanese message; nothing is kept of a refused file.
 */
import { insertStoredFile, type StoredFileRow } from '@mirume/db';
import { FILE_MESSAGES, FILE_PURPOSES, type FilePurpose, type FileType } from '@mirume/shared';
import type { FastifyRequest } from 'fastify';
import { UploadGuard, unsupportedType } from '../../files/guard.ts';
import { declaredType } from '../../files/sniff.ts';
import { AppError } from '../../lib/errors.ts';
import type { FileActor } from './actor.ts';
import { newFileKey } from './uploads.ts';

export interface ReceiveOptions {
  actor: FileActor;
  /** The company the file belongs to; null for a service-wide file. */
  companyId: number | null;
  /** The form field of the file; `file` by default. */
  field?: string;
}

export interface ReceivedUpload {
  file: StoredFileRow;
  /** The form's other fields, as sent (validate them with the route's schema). */
  fields: Record<string, string>;
}

/** Busboy's own limit stays above the guard's, so the guard answers with the purpose's message. */
const BUSBOY_MARGIN = 64 * 1024;

export async function receiveUpload(
  request: FastifyRequest,
  purpose: FilePurpose,
  opts: ReceiveOptions,
): Promise<ReceivedUpload> {
  const { file, fields } = await receiveForm(request, purpose, opts);
  const field = opts.field ?? 'file';
  if (!file)
    throw new AppError('VALIDATION_ERROR', FILE_MESSAGES.missingFile, {
      [field]: [FILE_MESSAGES.missingFile],
    });
  return { file, fields };
}

/**
 * The same as `receiveUpload` for a form whose file is optional (the assessment create and
 * update calls): `file` is null when the form has no file part.
 */
export async function receiveForm(
  request: FastifyRequest,
  purpose: FilePurpose,
  opts: ReceiveOptions,
): Promise<{ file: StoredFileRow | null; fields: Record<string, string> }> {
  if (typeof request.isMultipart !== 'function') {
    throw new Error('receiveUpload needs plugins/multipart.ts registered in the route scope');
  }
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const field = opts.field ?? 'file';
  const rule = FILE_PURPOSES[purpose];
  if ((rule.scope === 'system') !== (opts.companyId === null)) {
    throw new Error(`purpose ${purpose} is a ${rule.scope} purpose; companyId does not fit`);
  }
  const types: readonly FileType[] = rule.types;
  const storage = request.server.files;
  const fields: Record<string, string> = {};
  let file: StoredFileRow | undefined;

  for await (const part of request.parts({ limits: { fileSize: rule.maxBytes + BUSBOY_MARGIN, files: 1 } })) {
    if (part.type === 'field') {
      // A field sent as application/json arrives parsed; the route validates the text either way.
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      continue;
    }
    // A form whose file input was left empty sends a part without a name and without bytes.
    if (file || part.fieldname !== field || part.filename === '') {
      part.file.resume();
      continue;
    }
    const contentType = declaredType(part.mimetype, part.filename);
    if (!types.includes(contentType as FileType)) {
      part.file.resume();
      throw unsupportedType(types);
    }
    const key = newFileKey(opts.companyId, purpose);
    const guard = new UploadGuard({ contentType, maxBytes: rule.maxBytes, types });
    const { size } = await storage.put(key, part.file, guard);
    try {
      file = await insertStoredFile(request.server.db, {
        key,
        company_id: opts.companyId,
        purpose,
        original_file_name: safeFileName(part.filename),
        content_type: contentType,
        created_by_kind: opts.actor.kind,
        created_by_id: opts.actor.id,
        status: 'uploaded',
        size_bytes: size,
        uploaded_at: new Date(),
      });
    } catch (err) {
      await storage.delete(key);
      throw err;
    }
  }
  return { file: file ?? null, fields };
}

/** The name as shown on download: no path, no control characters, at most 255 characters. */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);
  return clean || 'file';
}
