/**
 * The vector charts of the assessment reports, drawn with pdfkit paths: a radar of group scores
 * (EMERGENETICS) with the previous result as a dashed outline, and a horizontal score bar on any
 * scale range with the norm's middle band shaded and the previous value marked.
 */
import { COLOR, type PdfDoc, write } from '../pdf-doc.ts';

export interface RadarAxis {
  label: string;
  value: number | null;
  previous: number | null;
}

const PREVIOUS_COLOR = '#8A94A3';

/** The point of axis `i` of `n` at `value` on [min, max], the first axis pointing up. */
function point(cx: number, cy: number, r: number, i: number, n: number, ratio: number): [number, number] {
  const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
  return [cx + r * ratio * Math.cos(angle), cy + r * ratio * Math.sin(angle)];
}

function polygon(doc: PdfDoc, points: [number, number][]) {
  points.forEach(([x, y], i) => {
    if (i === 0) doc.moveTo(x, y);
    else doc.lineTo(x, y);
  });
  doc.closePath();
}

/**
 * A radar of `axes` on [min, max] centred at (cx, cy): grid rings at each quarter, the current
 * values filled, the previous ones (when every axis has one) as a dashed outline, and each axis
 * labelled with its value.
 */
export function radar(
  doc: PdfDoc,
  at: { cx: number; cy: number; r: number },
  axes: readonly RadarAxis[],
  range: { min: number; max: number },
) {
  const { cx, cy, r } = at;
  const n = axes.length;
  const ratio = (v: number) => Math.min(1, Math.max(0, (v - range.min) / (range.max - range.min)));

  doc.lineWidth(0.5).strokeColor(COLOR.rule);
  for (const ring of [0.25, 0.5, 0.75, 1]) {
    polygon(
      doc,
      axes.map((_, i) => point(cx, cy, r, i, n, ring)),
    );
    doc.stroke();
  }
  for (let i = 0; i < n; i++) {
    const [x, y] = point(cx, cy, r, i, n, 1);
    doc.moveTo(cx, cy).lineTo(x, y).stroke();
  }
  for (const ring of [0.5, 1]) {
    const value = range.min + (range.max - range.min) * ring;
    write(doc, String(value), cx + 2, cy - r * ring - 4, { size: 6, color: COLOR.muted, lineBreak: false });
  }

  if (axes.every((a) => a.previous !== null)) {
    polygon(
      doc,
      axes.map((a, i) => point(cx, cy, r, i, n, ratio(a.previous as number))),
    );
    doc.lineWidth(1).strokeColor(PREVIOUS_COLOR).dash(3, { space: 2 }).stroke();
    doc.undash();
  }
  if (axes.every((a) => a.value !== null)) {
    const points = axes.map((a, i) => point(cx, cy, r, i, n, ratio(a.value as number)));
    polygon(doc, points);
    doc.fillOpacity(0.25).fill(COLOR.primary);
    doc.fillOpacity(1);
    polygon(doc, points);
    doc.lineWidth(1.4).strokeColor(COLOR.primary).stroke();
    for (const [x, y] of points) doc.circle(x, y, 1.8).fill(COLOR.primary);
  }

  axes.forEach((a, i) => {
    const [x, y] = point(cx, cy, r + 14, i, n, 1);
    const w = 78;
    const left = Math.abs(x - cx) < 4 ? x - w / 2 : x < cx ? x - w : x;
    const align = Math.abs(x - cx) < 4 ? 'center' : x < cx ? 'right' : 'left';
    const top = y < cy - 4 ? y - 16 : y > cy + 4 ? y - 4 : y - 10;
    write(doc, a.label, left, top, { size: 7.5, bold: true, width: w, align, lineBreak: false });
    write(doc, a.value === null ? '-' : a.value.toFixed(1), left, top + 10, {
      size: 7.5,
      color: COLOR.primary,
      width: w,
      align,
      lineBreak: false,
    });
  });
}

export interface BarScale {
  min: number;
  max: number;
  /** The norm's middle band (about two thirds of people), shaded; none for a plain score. */
  band: readonly [number, number] | null;
}

/**
 * A horizontal bar of `value` on the scale, the band shaded, a line at the scale's middle and a
 * grey mark at the previous value.
 */
export function scoreBar(
  doc: PdfDoc,
  box: { x: number; y: number; w: number; h: number },
  scale: BarScale,
  value: number | null,
  previous: number | null,
) {
  const { x, y, w, h } = box;
  const at = (v: number) =>
    x + (w * (Math.min(scale.max, Math.max(scale.min, v)) - scale.min)) / (scale.max - scale.min);
  doc.rect(x, y, w, h).fill(COLOR.panel);
  if (scale.band) doc.rect(at(scale.band[0]), y, at(scale.band[1]) - at(scale.band[0]), h).fill(COLOR.band);
  if (value !== null) {
    const inset = h * 0.2;
    doc.rect(x, y + inset, Math.max(0.8, at(value) - x), h - 2 * inset).fill(COLOR.bar);
  }
  const mid = at((scale.min + scale.max) / 2);
  doc
    .lineWidth(0.6)
    .strokeColor(COLOR.muted)
    .moveTo(mid, y - 1)
    .lineTo(mid, y + h + 1)
    .stroke();
  if (previous !== null) {
    const px = at(previous);
    polygon(doc, [
      [px, y - 2.5],
      [px + 2.5, y + h / 2],
      [px, y + h + 2.5],
      [px - 2.5, y + h / 2],
    ]);
    doc.lineWidth(0.8).fillAndStroke('#FFFFFF', PREVIOUS_COLOR);
  }
}

/** The min / middle / max ticks under a column of bars. */
export function scoreAxis(doc: PdfDoc, x: number, y: number, w: number, scale: BarScale) {
  const mid = (scale.min + scale.max) / 2;
  for (const v of [scale.min, mid, scale.max]) {
    const tx = x + (w * (v - scale.min)) / (scale.max - scale.min);
    write(doc, Number.isInteger(v) ? String(v) : v.toFixed(1), tx - 12, y, {
      size: 6.5,
      color: COLOR.muted,
      width: 24,
      align: 'center',
      lineBreak: false,
    });
  }
}
