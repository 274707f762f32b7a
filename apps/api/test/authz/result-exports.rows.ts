import type { Row } from './table.ts';

// SCAFFOLD: rows arrive with the routes.
export const RESULT_EXPORT_ROWS: Row[] = [];
