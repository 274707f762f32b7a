/**
 * The printed result sheet of a third-party assessment, laid out once in PDF points (A4, 595 × 842)
 * as a list of drawing operations; `render.ts` draws the same list with pdfkit (PDF) or with
 * @napi-rs/canvas (PNG). The layout follows the providers' sheets: the title (the instrument's
 * `sheetTitle`), a box with 氏名 and 受検日 (and HCI's 判定), then one table row per scale — its
 * printed label, the value, a bar — EMERGENETICS grouped by its ten groups in two columns
 * (パーソナリティ on the left, 成長領域 on the right), each group headed by its label and average.
 *
 * The sheets stand in for the providers' originals: the demo world attaches them to its results,
 * and the OCR tests and the bench read them back (plain and distorted) with known values.
 */
import {
  ASSESSMENT_DEFS,
  type AssessmentInstrument,
  type AssessmentScale,
  EMERGENETIC_PART_LABELS,
  groupScore,
  HCI_RESULT_LABEL,
  HciResult,
} from '@mirume/shared';

export interface SheetValues {
  /** 受検日, YYYY-MM-DD. */
  taken_on: string;
  name: string;
  /** HCI only: the provider's verdict. */
  result?: 'passed' | 'failed';
  /** One integer per scale of the instrument. */
  scores: Record<string, number>;
}

export type SheetOp =
  | {
      kind: 'text';
      x: number;
      y: number;
      text: string;
      size: number;
      bold?: boolean;
      color?: string;
      /** Right-aligned at x when 'right'. */
      align?: 'left' | 'right';
    }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill?: string; stroke?: string };

export const SHEET_SIZE = { width: 595.28, height: 841.89 };
const MARGIN = 44;
const INK = '#1F2933';
const MUTED = '#5F6B7A';
const RULE = '#9AA5B1';
const PANEL = '#EEF2F6';
const BAR = '#9DB8E0';

/** 合格 / 不合格, as printed. */
export const HCI_RESULT_TEXT = HciResult.labels;

/** 2026-10-01 → 2026年10月1日, as the providers print it. */
export function printedDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

export function sheetLayout(instrument: AssessmentInstrument, values: SheetValues): SheetOp[] {
  const def = ASSESSMENT_DEFS[instrument];
  const ops: SheetOp[] = [];
  const width = SHEET_SIZE.width - 2 * MARGIN;
  ops.push({ kind: 'text', x: MARGIN, y: 46, text: def.sheetTitle, size: 20, bold: true, color: INK });
  ops.push({
    kind: 'text',
    x: SHEET_SIZE.width - MARGIN,
    y: 54,
    text: `提供: ${def.defaultProvider}`,
    size: 9,
    color: MUTED,
    align: 'right',
  });
  ops.push({ kind: 'rect', x: MARGIN, y: 80, w: width, h: 1.2, fill: INK });

  // The person: 氏名, 受検日 (and 判定) in a ruled box.
  const info: [string, string][] = [
    ['氏名', values.name],
    [def.dateLabel, printedDate(values.taken_on)],
  ];
  if (instrument === 'hci') info.push([HCI_RESULT_LABEL, HCI_RESULT_TEXT[values.result ?? 'passed']]);
  let y = 96;
  const infoRow = 26;
  ops.push({ kind: 'rect', x: MARGIN, y, w: width, h: infoRow * info.length, stroke: RULE });
  for (const [i, [label, value]] of info.entries()) {
    const top = y + i * infoRow;
    ops.push({ kind: 'rect', x: MARGIN, y: top, w: 110, h: infoRow, fill: PANEL, stroke: RULE });
    ops.push({ kind: 'text', x: MARGIN + 10, y: top + 7, text: label, size: 11, color: INK });
    ops.push({ kind: 'text', x: MARGIN + 130, y: top + 6, text: value, size: 12, bold: true, color: INK });
  }
  y += infoRow * info.length + 24;

  if (def.groups.length === 0) {
    ops.push({ kind: 'text', x: MARGIN, y, text: '結果', size: 13, bold: true, color: INK });
    y += 22;
    scaleTable(ops, def.scales, values.scores, MARGIN, y, width, 28);
  } else {
    const columnWidth = (width - 18) / 2;
    for (const [column, part] of (['personality', 'competency'] as const).entries()) {
      const x = MARGIN + column * (columnWidth + 18);
      let top = y;
      ops.push({
        kind: 'text',
        x,
        y: top,
        text: EMERGENETIC_PART_LABELS[part],
        size: 13,
        bold: true,
        color: INK,
      });
      top += 24;
      for (const group of def.groups.filter((g) => g.part === part)) {
        const score = groupScore(group, values.scores);
        ops.push({ kind: 'rect', x, y: top, w: columnWidth, h: 22, fill: PANEL, stroke: RULE });
        ops.push({
          kind: 'text',
          x: x + 8,
          y: top + 5,
          text: group.label,
          size: 10.5,
          bold: true,
          color: INK,
        });
        ops.push({
          kind: 'text',
          x: x + columnWidth - 8,
          y: top + 6,
          text: `平均 ${score === null ? '—' : score.toFixed(1)}`,
          size: 9,
          color: MUTED,
          align: 'right',
        });
        top += 22;
        const scales = group.scales.map((key) => def.scales.find((s) => s.key === key) as AssessmentScale);
        top = scaleTable(ops, scales, values.scores, x, top, columnWidth, 25);
        top += 10;
      }
    }
  }

  ops.push({
    kind: 'text',
    x: MARGIN,
    y: SHEET_SIZE.height - 40,
    text: `${def.label} の結果を表示しています。数値は各尺度の得点です。`,
    size: 8,
    color: MUTED,
  });
  return ops;
}

/** Label | value | bar rows; answers the y below the last row. */
function scaleTable(
  ops: SheetOp[],
  scales: readonly AssessmentScale[],
  scores: Record<string, number>,
  x: number,
  y: number,
  width: number,
  rowHeight: number,
): number {
  const labelWidth = Math.min(150, width * 0.55);
  const valueRight = x + labelWidth + 44;
  const barX = valueRight + 14;
  const barWidth = x + width - 10 - barX;
  for (const scale of scales) {
    const value = scores[scale.key];
    ops.push({ kind: 'rect', x, y: y + rowHeight - 0.6, w: width, h: 0.6, fill: RULE });
    ops.push({
      kind: 'text',
      x: x + 8,
      y: y + (rowHeight - 11) / 2 - 1,
      text: scale.label,
      size: 11,
      color: INK,
    });
    ops.push({
      kind: 'text',
      x: valueRight,
      y: y + (rowHeight - 12) / 2 - 1.5,
      text: value === undefined ? '' : String(value),
      size: 12,
      bold: true,
      color: INK,
      align: 'right',
    });
    if (value !== undefined && barWidth > 20) {
      const share = (value - scale.min) / (scale.max - scale.min);
      const h = rowHeight * 0.36;
      ops.push({
        kind: 'rect',
        x: barX,
        y: y + (rowHeight - h) / 2,
        w: Math.max(1, barWidth * share),
        h,
        fill: BAR,
      });
    }
    y += rowHeight;
  }
  return y;
}
