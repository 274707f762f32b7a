/** The development mailbox. */
import type { Row } from './table.ts';

export const MAIL_ROWS: Row[] = [];
