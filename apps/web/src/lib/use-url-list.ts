/**
 * A list whose condition lives in the URL (filters, words, page, rows per page), so links, reloads
 * and the back button land on the same list. The typed search box updates the URL after a pause;
 * every change of condition goes back to page 1 unless it names a page.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export const LIST_PER_OPTIONS = [20, 50, 100] as const;
const DEFAULT_PER = 20;
const SEARCH_DEBOUNCE_MS = 300;

type Filters<F extends Record<string, readonly string[]>> = { [K in keyof F]: F[K][number] | undefined };
type Change<F extends Record<string, readonly string[]>> = Partial<{
  [K in keyof F]: F[K][number] | '' | undefined;
}> & { q?: string | undefined; page?: number; per?: number };

export function useUrlList<F extends Record<string, readonly string[]>>(allowed: F) {
  const [params, setParams] = useSearchParams();
  const filters = {} as Filters<F>;
  for (const [name, values] of Object.entries(allowed) as [keyof F & string, readonly string[]][]) {
    const value = params.get(name) ?? '';
    filters[name] = (values.includes(value) ? value : undefined) as Filters<F>[typeof name];
  }
  const q = params.get('q') ?? '';
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const perParam = Number(params.get('per'));
  const per = (LIST_PER_OPTIONS as readonly number[]).includes(perParam) ? perParam : DEFAULT_PER;
  const [searchText, setSearchText] = useState(q);

  /** Changes the condition; filters and words go back to page 1 unless `page` is given. */
  const set = (change: Change<F>) => {
    const merged: Record<string, string | number | undefined> = {
      ...filters,
      q: q || undefined,
      per,
      ...change,
      page: change.page ?? 1,
    };
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) {
      if (v === undefined || v === '' || (k === 'page' && v === 1) || (k === 'per' && v === DEFAULT_PER))
        continue;
      search.set(k, String(v));
    }
    setParams(search);
  };

  useEffect(() => {
    const text = searchText.trim();
    if (text === q) return;
    const timer = setTimeout(() => set({ q: text || undefined } as Change<F>), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const filtered = Boolean(q) || Object.values(filters).some((v) => v !== undefined);
  return { filters, q, page, per, searchText, setSearchText, set, filtered };
}
