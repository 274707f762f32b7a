import type { Row } from './table.ts';

// SCAFFOLD: rows arrive with the routes.
export const EXAM_ROWS: Row[] = [];
