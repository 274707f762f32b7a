/**
 * The score table of the assessment reports: one row per scale with its bar, this result's value,
 * the previous result's value and the change — marked ▲ / ▼ only when it reaches the scale's
 * noise threshold (`changeBetween`), otherwise shown plain in grey — and the scale's short
 * explanation. Rows may be grouped under a heading row that carries the group's own score.
 */
import { changeBetween } from '@mirume/shared';
import type { Flow } from '../detail-pages.ts';
import { COLOR, line, type PdfDoc, write } from '../pdf-doc.ts';
import { type BarScale, scoreAxis, scoreBar } from './charts.ts';

export interface ScoreRow {
  label: string;
  description?: string;
  value: number | null;
  previous: number | null;
  /** The scale's noise threshold: a smaller difference is not a change. */
  change: number;
  scale: BarScale;
  /** Values with one decimal (group scores). */
  decimal?: boolean;
}

export interface ScoreGroup {
  /** A heading row with the group's score, or none for a flat table. */
  heading: Omit<ScoreRow, 'scale' | 'description'> | null;
  rows: readonly ScoreRow[];
}

const COL = { label: 112, bar: 118, value: 30, previous: 30, change: 44 };
const GAP = 6;
const MIN_ROW = 15;

const format = (v: number | null, decimal = false) => (v === null ? '-' : decimal ? v.toFixed(1) : String(v));

/** 「▲ +4」 beyond the noise, 「+1」 within it (grey), empty without a previous value. */
export function changeText(row: Pick<ScoreRow, 'value' | 'previous' | 'change' | 'decimal'>) {
  if (row.value === null || row.previous === null) return { text: '', beyond: false };
  const diff = row.value - row.previous;
  const signed = `${diff > 0 ? '+' : diff < 0 ? '−' : '±'}${format(Math.abs(diff), row.decimal)}`;
  const direction = changeBetween(row.change, row.previous, row.value);
  if (direction === 'same') return { text: signed, beyond: false };
  return { text: `${direction === 'up' ? '▲' : '▼'} ${signed}`, beyond: true };
}

/** Without a previous result the 前回 and 変化 columns give their width to the explanation. */
function columns(x: number, width: number, hasPrevious: boolean) {
  const bar = x + COL.label + GAP;
  const value = bar + COL.bar + GAP;
  const previous = value + COL.value;
  const change = previous + (hasPrevious ? COL.previous : 0);
  const description = change + (hasPrevious ? COL.change : 0) + GAP;
  return { x, bar, value, previous, change, description, descriptionWidth: x + width - description };
}

function drawValues(
  doc: PdfDoc,
  c: ReturnType<typeof columns>,
  y: number,
  row: Omit<ScoreRow, 'scale' | 'description'>,
  hasPrevious: boolean,
) {
  const cell = { size: 8.5, lineBreak: false, align: 'right' } as const;
  write(doc, format(row.value, row.decimal), c.value, y, { ...cell, bold: true, width: COL.value - 4 });
  if (!hasPrevious) return;
  write(doc, format(row.previous, row.decimal), c.previous, y, {
    ...cell,
    color: COLOR.muted,
    width: COL.previous - 4,
  });
  const change = changeText(row);
  write(doc, change.text, c.change, y, {
    ...cell,
    bold: change.beyond,
    color: change.beyond ? COLOR.primary : COLOR.muted,
    width: COL.change - 4,
  });
}

/**
 * Draws the table at the flow's cursor (a group and its first rows stay together on one page);
 * `hasPrevious` adds the 前回 and 変化 columns' values.
 */
export function drawScoreTable(
  flow: Flow,
  at: { x: number; width: number },
  groups: readonly ScoreGroup[],
  hasPrevious: boolean,
) {
  const { doc } = flow;
  const c = columns(at.x, at.width, hasPrevious);
  const header = () => {
    const small = { size: 7, color: COLOR.muted, lineBreak: false } as const;
    write(doc, '尺度', c.x, flow.y, small);
    write(doc, '今回', c.value, flow.y, { ...small, width: COL.value - 4, align: 'right' });
    if (hasPrevious) {
      write(doc, '前回', c.previous, flow.y, { ...small, width: COL.previous - 4, align: 'right' });
      write(doc, '変化', c.change, flow.y, { ...small, width: COL.change - 4, align: 'right' });
    }
    write(doc, '説明', c.description, flow.y, small);
    doc
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .moveTo(c.x, flow.y + 11)
      .lineTo(c.x + at.width, flow.y + 11)
      .stroke();
    flow.y += 15;
  };
  flow.need(15 + 2 * MIN_ROW);
  header();
  let lastScale: BarScale | null = null;
  for (const group of groups) {
    const first = group.rows.slice(0, 3).reduce((h, r) => h + rowHeight(doc, r, c.descriptionWidth), 0);
    const before = flow.y;
    flow.need((group.heading ? 16 : 0) + first);
    if (flow.y < before) header();
    if (group.heading) {
      doc.rect(c.x, flow.y - 1, at.width, 14).fill(COLOR.panel);
      line(doc, group.heading.label, c.x + 4, flow.y + 1, COL.label + COL.bar, { size: 8.5, bold: true });
      drawValues(doc, c, flow.y + 1, group.heading, hasPrevious);
      flow.y += 16;
    }
    for (const row of group.rows) {
      const h = rowHeight(doc, row, c.descriptionWidth);
      const top = flow.y;
      flow.need(h);
      if (flow.y < top) header();
      line(doc, row.label, c.x + (group.heading ? 8 : 0), flow.y + 1, COL.label - 8, { size: 8 });
      scoreBar(doc, { x: c.bar, y: flow.y + 2.5, w: COL.bar, h: 8 }, row.scale, row.value, row.previous);
      drawValues(doc, c, flow.y + 1, row, hasPrevious);
      if (row.description)
        write(doc, row.description, c.description, flow.y + 1.5, {
          size: 7,
          color: COLOR.muted,
          width: c.descriptionWidth,
        });
      flow.y += h;
      lastScale = row.scale;
    }
  }
  if (lastScale) {
    scoreAxis(doc, c.bar, flow.y, COL.bar, lastScale);
    flow.y += 12;
  }
}

function rowHeight(doc: PdfDoc, row: ScoreRow, descriptionWidth: number) {
  if (!row.description) return MIN_ROW;
  const h = doc.fontSize(7).heightOfString(row.description, { width: descriptionWidth });
  return Math.max(MIN_ROW, h + 5);
}
