/**
 * A list's conditions (filters, sort, page) kept in sessionStorage so that they survive leaving the
 * list and coming back (spec §9). The people list, the diagnosis list and the undiagnosed list keep
 * theirs this way; each names its key, its schema and its defaults. Every field of a schema falls
 * back on its own (`.catch`), so a stale or hand-edited value costs only that field.
 */
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { readSession, writeSession } from './session-storage';

/** A choice that may be left blank (''); anything else falls back to blank. */
export const blankOr = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal('')]).catch('');

export const ZOrder = z.enum(['asc', 'desc']).catch('desc');

/** The stored conditions over the defaults (the defaults when nothing usable is stored). */
export function readStoredCondition<T extends object>(key: string, schema: z.ZodType<T>, defaults: T): T {
  return readSession(
    key,
    (stored) => {
      const parsed = schema.safeParse({
        ...defaults,
        ...(typeof stored === 'object' && stored !== null ? stored : {}),
      });
      return parsed.success ? parsed.data : defaults;
    },
    defaults,
  );
}

/**
 * The conditions as state, written through to sessionStorage on every change. Any change other
 * than paging starts again at page 1. `writeInitial` stores the starting conditions at once (for a
 * list whose address may override what was kept).
 */
export function useStoredCondition<T extends object>(
  key: string,
  initial: () => T,
  resetTo: (previous: T) => T,
  { writeInitial = false }: { writeInitial?: boolean } = {},
) {
  const [condition, setState] = useState(() => {
    const value = initial();
    if (writeInitial) writeSession(key, value);
    return value;
  });

  const setCondition = useCallback(
    (update: Partial<T>) => {
      setState((previous) => {
        const resetsPage = Object.keys(update).some((field) => field !== 'page');
        const next = { ...previous, ...(resetsPage ? { page: 1 } : {}), ...update };
        writeSession(key, next);
        return next;
      });
    },
    [key],
  );

  const reset = useCallback(() => {
    setState((previous) => {
      const next = resetTo(previous);
      writeSession(key, next);
      return next;
    });
  }, [key, resetTo]);

  return { condition, setCondition, reset };
}

/** A list's search text, kept apart from its conditions (spec §9 names two keys for the people list). */
export function useStoredSearch(key: string) {
  const [search, setState] = useState(() =>
    readSession(key, (stored) => (typeof stored === 'string' ? stored : ''), ''),
  );
  const setSearch = useCallback(
    (value: string) => {
      setState(value);
      writeSession(key, value);
    },
    [key],
  );
  return [search, setSearch] as const;
}
