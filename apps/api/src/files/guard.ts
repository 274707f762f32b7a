/**
 * The checks every uploaded byte passes through on its way to the storage: the size limit,
 * counted while streaming (nothing is buffered beyond the first bytes), and the magic bytes of
 * the declared type, checked on the first bytes before anything is written on. A failure ends
 * the write with the purpose's Japanese 413 or 415.
 */
import { type Readable, Transform, type TransformCallback, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_MESSAGES, type FileType } from '@mirume/shared';
import { AppError } from '../lib/errors.ts';
import { matchesType, SNIFF_BYTES } from './sniff.ts';

export interface GuardRule {
  contentType: string;
  maxBytes: number;
  /** The purpose's types, named by the 415 message. */
  types: readonly FileType[];
}

export const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.tooLarge(maxBytes));
export const unsupportedType = (types: readonly FileType[]) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_MESSAGES.unsupportedType(types));

export class UploadGuard extends Transform {
  readonly #rule: GuardRule;
  #seen = 0;
  #head: Buffer[] | null = [];
  #headLength = 0;

  constructor(rule: GuardRule) {
    super();
    this.#rule = rule;
  }

  get bytes(): number {
    return this.#seen;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.#seen += chunk.length;
    if (this.#seen > this.#rule.maxBytes) return done(tooLarge(this.#rule.maxBytes));
    if (this.#head === null) return done(null, chunk);
    // Hold the first bytes back until there are enough to judge the type.
    this.#head.push(chunk);
    this.#headLength += chunk.length;
    if (this.#headLength < SNIFF_BYTES) return done();
    this.#release(done);
  }

  override _flush(done: TransformCallback) {
    if (this.#head === null) return done();
    if (this.#headLength === 0) return done(new AppError('BAD_REQUEST', FILE_MESSAGES.emptyFile));
    this.#release(done);
  }

  #release(done: TransformCallback) {
    const head = Buffer.concat(this.#head ?? []);
    this.#head = null;
    if (!matchesType(this.#rule.contentType, head.subarray(0, SNIFF_BYTES))) {
      return done(unsupportedType(this.#rule.types));
    }
    done(null, head);
  }
}

/**
 * Pipes `source` through `guard` into `dest`. The source is not destroyed on a failure (it is an
 * HTTP request whose answer is still to be sent): it is detached and drained instead.
 */
export async function spool(source: Readable, guard: Transform, dest: Writable): Promise<void> {
  const fail = (err: Error) => guard.destroy(err);
  const onClose = () => {
    if (!source.readableEnded) fail(new AppError('BAD_REQUEST'));
  };
  source.once('error', fail);
  source.once('close', onClose);
  source.pipe(guard);
  try {
    await pipeline(guard, dest);
  } catch (err) {
    source.unpipe(guard);
    source.resume();
    throw err;
  } finally {
    source.off('error', fail);
    source.off('close', onClose);
  }
}
