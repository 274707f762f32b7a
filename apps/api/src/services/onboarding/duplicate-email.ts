/** The one answer to an address that is already registered, whether found before or at insert. */
import { DUPLICATE_EMAIL_MESSAGE } from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';

export const duplicateEmail = () =>
  new AppError('CONFLICT', '入力内容を確認してください。', { email: [DUPLICATE_EMAIL_MESSAGE] });

/** PostgreSQL unique_violation: two sign-ups with one address raced past the check. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
