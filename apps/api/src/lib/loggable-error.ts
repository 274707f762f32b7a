/**
 * What of an error may be logged. Logs never carry personal data (decisions/0008, 0021), and
 * errors do: a failed query's message and `params` hold the row being written (names, addresses,
 * memos), PostgreSQL's `detail` repeats the conflicting value (`Key (email)=(…)`), and its
 * messages quote the offending input (`invalid input syntax for type integer: "…"`). So a logged
 * error keeps its type, codes, the SQL text (parameterised, so without values) and the stack
 * frames, and drops or masks everything that can hold a value.
 */

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  statusCode?: unknown;
}

const EMAIL = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;
const QUOTED = /"[^"]*"|'[^']*'/g;

/** A message with quoted values and e-mail addresses masked (quoted identifiers go too: safe side). */
export function maskMessage(message: string): string {
  return message.replace(QUOTED, '"…"').replace(EMAIL, '…@…').slice(0, 500);
}

const isDbQueryError = (e: ErrorLike) => typeof e.query === 'string' && 'params' in e;

/** Stack frames only: the first line of a stack repeats the (unmasked) message. */
function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 15)
    .join('\n');
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

/** The loggable fields of `err` and of its causes (at most three deep). */
export function loggableError(err: unknown, depth = 0): Record<string, unknown> | string | undefined {
  if (err === null || err === undefined) return undefined;
  if (typeof err !== 'object') return maskMessage(String(err));
  const e = err as ErrorLike;
  const out: Record<string, unknown> = { type: str(e.name) ?? 'Error' };
  if (isDbQueryError(e)) {
    // "Failed query: <sql>\nparams: <values>": keep the SQL, never the values.
    out.message = 'database query failed';
    out.query = String(e.query).slice(0, 2000);
  } else if (typeof e.message === 'string') {
    out.message = maskMessage(e.message);
  }
  for (const key of ['code', 'constraint', 'table', 'column', 'routine', 'statusCode'] as const) {
    const v = str(e[key]);
    if (v !== undefined) out[key] = v;
  }
  const stack = frames(e.stack);
  if (stack) out.stack = stack;
  if (e.cause !== undefined && depth < 3) out.cause = loggableError(e.cause, depth + 1);
  return out;
}

/** The logger's `err` serializer (pino's shape: type, message, stack). */
export function errSerializer(err: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const out = loggableError(err);
  if (typeof out !== 'object') return { type: 'Error', message: out ?? '', stack: '' };
  return {
    ...out,
    type: String(out.type),
    message: String(out.message ?? ''),
    stack: String(out.stack ?? ''),
  };
}

/** One line for places that store or log a description string (the mail outbox's last error). */
export function safeErrorMessage(err: unknown): string {
  const e = (err ?? {}) as ErrorLike;
  if (typeof err === 'object' && err !== null && isDbQueryError(e)) {
    const cause = e.cause as ErrorLike | undefined;
    const why = typeof cause?.message === 'string' ? `: ${maskMessage(cause.message)}` : '';
    return `database query failed${why}`;
  }
  return maskMessage(typeof e.message === 'string' ? e.message : String(err));
}
