import type { Row } from './table.ts';

// SCAFFOLD: rows arrive with the routes.
export const RESULT_PAGE_ROWS: Row[] = [];
