/**
 * Parsing of the examinee's machine-made bodies (device facts, block payloads) with zod's Japanese
 * messages: the contract schemas carry Japanese text only where a person types, and the error
 * shape promises Japanese field errors everywhere.
 */
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

const ja = z.locales.ja();

/** Parses `body` or throws a 400 whose field errors are keyed by dotted path ('_' = the whole body). */
export function parseJapanese<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body, { error: ja.localeError });
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  throw new AppError('VALIDATION_ERROR', undefined, fieldErrors);
}
