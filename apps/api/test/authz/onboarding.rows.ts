/** Sign-up, confirmation, approval, company registration by an operator, passwords of both areas, system-admin registration. */
import type { Row } from './table.ts';

export const ONBOARDING_ROWS: Row[] = [];
