/** How amounts and dates of invoices read on screen. */
export { billingMonthLabel, formatYen } from '@mirume/shared';

/** 2026-11-01 → 2026/11/01 */
export const slashDate = (d: string | null | undefined) => (d ? d.replaceAll('-', '/') : '—');
