/**
 * Parsing of the examinee's machine-made bodies (device facts, block payloads). The contract
 * schemas carry Japanese text only where a person types; every other issue gets the shared
 * Japanese message map (packages/shared/src/zod-messages.ts, decisions/0021), as in every route.
 */
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

/** Parses `body` or throws a 400 whose field errors are keyed by dotted path ('_' = the whole body). */
export function parseJapanese<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  throw new AppError('VALIDATION_ERROR', undefined, fieldErrors);
}
