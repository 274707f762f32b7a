/**
 * Refuses NUL (U+0000) and lone UTF-16 surrogates (`hasNul` of the shared validation) anywhere in a request — JSON or form body, query string, path parameters,
 * object keys included — with 400 and a Japanese field error, before validation and before any
 * handler. PostgreSQL cannot store NUL in text and answers an error that used to become a 500 on
 * whichever route a value reached the database (sign-in, lists' `q`, a CSV export that had already
 * started streaming). Checking here, once for every route, makes that class impossible whatever
 * a route's schema says (decisions/0021). The shared string helpers refuse NUL too, so forms and
 * the bulk import's preview show it on the field before anything is sent.
 */
import { hasNul, MESSAGES } from '@mirume/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

/** Deeper than any request of the API needs; a deeper body is left to the schema. */
const MAX_DEPTH = 32;
/** Field errors reported at most (a 10,000-row body full of NUL needs only a few to be fixed). */
const MAX_REPORTED = 20;

function isPlainContainer(v: unknown): v is Record<string, unknown> | unknown[] {
  if (Array.isArray(v)) return true;
  if (v === null || typeof v !== 'object') return false;
  // Plain objects, and the querystring parser's objects (their prototype has no prototype, so no
  // `constructor`); not Buffers, streams or other class instances.
  const ctor = (v as { constructor?: unknown }).constructor;
  return ctor === undefined || ctor === Object;
}

/**
 * Dotted paths (`rows.3.memo`, `_query.q`) of the strings holding NUL in `value`. Nesting beyond
 * MAX_DEPTH is left to the schema (which never accepts it); buffers and streams are not text.
 */
export function findNul(value: unknown, prefix: string, found: string[] = [], depth = 0): string[] {
  if (found.length >= MAX_REPORTED) return found;
  if (typeof value === 'string') {
    if (hasNul(value)) found.push(prefix || '_');
    return found;
  }
  if (!isPlainContainer(value)) return found;
  if (depth > MAX_DEPTH) return found;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const name = String(key);
    const at = prefix ? `${prefix}.${hasNul(name) ? '_' : name}` : hasNul(name) ? '_' : name;
    if (hasNul(name)) found.push(at);
    findNul(item, at, found, depth + 1);
    if (found.length >= MAX_REPORTED) break;
  }
  return found;
}

/** The field errors for NUL in the request, or null when there is none. */
function nulFieldErrors(request: FastifyRequest): Record<string, string[]> | null {
  const paths = [
    ...findNul(request.body, ''),
    ...findNul(request.query, '_query'),
    ...findNul(request.params, '_params'),
  ];
  if (paths.length === 0) return null;
  return Object.fromEntries(paths.map((p) => [p.replace(/^_(query|params)\./, ''), [MESSAGES.symbol]]));
}

export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      const fieldErrors = nulFieldErrors(request);
      if (fieldErrors) throw new AppError('VALIDATION_ERROR', undefined, fieldErrors);
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
