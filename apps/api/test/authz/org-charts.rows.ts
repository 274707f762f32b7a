/** Organization charts. */
import type { Row } from './table.ts';

export const ORG_CHART_ROWS: Row[] = [];
