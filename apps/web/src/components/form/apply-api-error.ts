import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/**
 * Puts the API's `details.fieldErrors` on the matching form fields. Returns the fields it set,
 * so the caller can decide whether the general message is still needed.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): Path<T>[] {
  if (!isApiError(error)) return [];
  const applied: Path<T>[] = [];
  for (const field of fields) {
    const messages = error.fieldErrors[field];
    if (messages && messages.length > 0) {
      setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: applied.length === 0 });
      applied.push(field);
    }
  }
  return applied;
}
