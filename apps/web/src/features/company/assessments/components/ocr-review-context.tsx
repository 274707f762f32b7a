/**
 * Which fields a reading left for the user to confirm, shared by the form's fields: a field is
 * confirmed by changing its value or by ticking its confirm box, and 保存 waits for all of them.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { EntryFieldPath } from '../lib/entry-form';
import type { ReviewItem } from '../lib/ocr-review';

interface OcrReviewState {
  items: ReadonlyMap<EntryFieldPath, ReviewItem>;
  confirmed: ReadonlySet<EntryFieldPath>;
  setConfirmed(path: EntryFieldPath, confirmed: boolean): void;
}

const OcrReviewContext = createContext<OcrReviewState | null>(null);

export function useOcrReviewState() {
  const [items, setItems] = useState<ReadonlyMap<EntryFieldPath, ReviewItem>>(new Map());
  const [confirmed, setConfirmedSet] = useState<ReadonlySet<EntryFieldPath>>(new Set());
  const setConfirmed = useCallback((path: EntryFieldPath, value: boolean) => {
    setConfirmedSet((current) => {
      if (current.has(path) === value) return current;
      const next = new Set(current);
      if (value) next.add(path);
      else next.delete(path);
      return next;
    });
  }, []);
  /** A new reading replaces what the last one asked to confirm. */
  const start = useCallback((next: ReadonlyMap<EntryFieldPath, ReviewItem>) => {
    setItems(next);
    setConfirmedSet(new Set());
  }, []);
  const pending = [...items.keys()].filter((path) => !confirmed.has(path));
  const state = useMemo<OcrReviewState>(
    () => ({ items, confirmed, setConfirmed }),
    [items, confirmed, setConfirmed],
  );
  return { state, start, pending };
}

export function OcrReviewProvider({ state, children }: { state: OcrReviewState; children: ReactNode }) {
  return <OcrReviewContext value={state}>{children}</OcrReviewContext>;
}

/** The field's review: what was read, whether it still waits, and how to confirm it. */
export function useFieldReview(path: EntryFieldPath) {
  const state = useContext(OcrReviewContext);
  const item = state?.items.get(path);
  if (!state || !item) return null;
  return {
    item,
    pending: !state.confirmed.has(path),
    confirm: (value = true) => state.setConfirmed(path, value),
  };
}
