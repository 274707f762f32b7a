/** Employees: records, list, bulk import. */
import type { Row } from './table.ts';

export const EMPLOYEE_ROWS: Row[] = [];
