/** My account, company settings, company admins (members). */
import type { Row } from './table.ts';

export const ACCOUNT_ROWS: Row[] = [];
