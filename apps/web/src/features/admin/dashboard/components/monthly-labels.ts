/** `2026-11` → `2026年11月` (the chart's axis and the table's first column). */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${y}年${Number(m)}月`;
}
