/**
 * Which columns 診断履歴 shows. All of them make the table about 2,000 px wide, so by default it
 * shows what HR staff scan first (who, which test, when, the rank, two T-scores and the status)
 * within 1,280 px, and the user adds the rest. The choice is kept like the list's conditions: in
 * sessionStorage, cleared at logout (COMPANY_SESSION_KEYS).
 */
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { readStoredCondition } from '@/lib/list-condition';
import { writeSession } from '@/lib/session-storage';

export const DIAGNOSIS_COLUMNS_KEY = 'diagnosisListColumns';

/** Columns the user may hide or show; 社員番号, 氏名, 受検日 and ランク are always shown. */
export const OPTIONAL_COLUMNS = {
  employment_type: '雇用形態',
  diagnosis_type: '最新の診断',
  selection: '選考結果',
  all_metrics: 'すべてのT得点',
  department: '部署',
  position: '役職',
  age: '年齢',
  diagnosis_status: '診断状況',
} as const;

export type OptionalColumn = keyof typeof OPTIONAL_COLUMNS;
export type ColumnChoice = Record<OptionalColumn, boolean>;

/** T-score columns shown while 'すべてのT得点' is off (the sorted metric is always one of them). */
export const DEFAULT_METRIC_COUNT = 2;

export const DEFAULT_COLUMNS: ColumnChoice = {
  employment_type: false,
  diagnosis_type: true,
  selection: false,
  all_metrics: false,
  department: false,
  position: false,
  age: false,
  diagnosis_status: true,
};

const ZColumnChoice = z.object(
  Object.fromEntries(
    Object.entries(DEFAULT_COLUMNS).map(([key, on]) => [key, z.boolean().catch(on)]),
  ) as Record<OptionalColumn, z.ZodCatch<z.ZodBoolean>>,
);

export function useColumnChoice() {
  const [columns, setColumns] = useState<ColumnChoice>(() =>
    readStoredCondition(DIAGNOSIS_COLUMNS_KEY, ZColumnChoice, DEFAULT_COLUMNS),
  );
  const toggle = useCallback((column: OptionalColumn) => {
    setColumns((previous) => {
      const next = { ...previous, [column]: !previous[column] };
      writeSession(DIAGNOSIS_COLUMNS_KEY, next);
      return next;
    });
  }, []);
  const reset = useCallback(() => {
    setColumns(DEFAULT_COLUMNS);
    writeSession(DIAGNOSIS_COLUMNS_KEY, DEFAULT_COLUMNS);
  }, []);
  return { columns, toggle, reset };
}
