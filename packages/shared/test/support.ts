/** Small helpers to read zod results in the shared tests (not a test file itself). */
import type { z } from 'zod';

/** Every issue message for `value`, in the order zod reports them; `[]` when the value is accepted. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The message a form shows first for `value` (undefined when the value is accepted). */
export function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  return messagesOf(schema, value)[0];
}

/** `{ path: message }` for every issue, the path joined with dots. */
export function messagesByPath(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    byPath[key] = [...(byPath[key] ?? []), issue.message];
  }
  return byPath;
}

/** The parsed output; fails the test with the zod messages when the value is refused. */
export function parseOk<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(
      `expected ${JSON.stringify(value)} to be accepted, got: ${result.error.issues.map((i) => i.message).join(' / ')}`,
    );
  }
  return result.data;
}
