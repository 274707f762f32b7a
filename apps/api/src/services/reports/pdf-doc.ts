/**
 * The PDF canvas of the reports: an A4 pdfkit document with Noto Sans JP embedded (pdfkit subsets
 * the font to the glyphs used), the colours, and the drawing primitives every page shares — text
 * in a box, the T-score bar with the 40–60 band, section headings, and the footer.
 *
 * Pages are buffered so that the footer's 「2 / 3」 can be written once a report's page count is
 * known; `finishPages` writes the footers and flushes the pages to the output, so a combined file
 * of hundreds of reports keeps only the current report's pages open for drawing.
 *
 * pdfkit and the font are loaded with a runtime `require`, as in services/tickets/ticket-pdf.ts
 * (they are root dependencies that the server bundle must leave external).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';

const require = createRequire(import.meta.url);

/** The part of pdfkit's document this module uses. */
export interface PdfDoc extends Readable {
  font(name: string): PdfDoc;
  fontSize(size: number): PdfDoc;
  fillColor(color: string, opacity?: number): PdfDoc;
  strokeColor(color: string): PdfDoc;
  lineWidth(w: number): PdfDoc;
  dash(length: number, options?: { space: number }): PdfDoc;
  undash(): PdfDoc;
  moveTo(x: number, y: number): PdfDoc;
  lineTo(x: number, y: number): PdfDoc;
  closePath(): PdfDoc;
  circle(x: number, y: number, r: number): PdfDoc;
  fillOpacity(opacity: number): PdfDoc;
  stroke(): PdfDoc;
  fill(color?: string): PdfDoc;
  fillAndStroke(fill: string, stroke: string): PdfDoc;
  rect(x: number, y: number, w: number, h: number): PdfDoc;
  roundedRect(x: number, y: number, w: number, h: number, r: number): PdfDoc;
  text(text: string, x: number, y: number, options?: TextOptions): PdfDoc;
  heightOfString(text: string, options?: TextOptions): number;
  addPage(): PdfDoc;
  switchToPage(n: number): PdfDoc;
  bufferedPageRange(): { start: number; count: number };
  flushPages(): void;
  end(): void;
}
type PdfDocConstructor = new (options: Record<string, unknown>) => PdfDoc;
export interface TextOptions {
  width?: number;
  height?: number;
  align?: 'left' | 'center' | 'right';
  lineBreak?: boolean;
  ellipsis?: boolean;
  lineGap?: number;
  characterSpacing?: number;
}

const FONT_DIR = path.dirname(require.resolve('@expo-google-fonts/noto-sans-jp/package.json'));
export const FONTS = {
  regular: path.join(FONT_DIR, '400Regular/NotoSansJP_400Regular.ttf'),
  bold: path.join(FONT_DIR, '700Bold/NotoSansJP_700Bold.ttf'),
};

export const PAGE = { width: 595.28, height: 841.89, margin: 36 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Content must end above this line; the footer sits below it. */
export const CONTENT_BOTTOM = PAGE.height - 48;

export const COLOR = {
  primary: '#1A5FCC',
  text: '#1F2933',
  muted: '#5F6B7A',
  rule: '#CBD2D9',
  band: '#D6E4F7',
  bar: '#1A5FCC',
  panel: '#F4F6F8',
  alert: '#B42318',
  alertBg: '#FDECEA',
  good: '#2E7D32',
  warn: '#B35C00',
};

export function newReportDocument(title: string): PdfDoc {
  const PDFDocument = require('pdfkit') as PdfDocConstructor;
  // Fonts are selected by path: pdfkit caches a font under the name it was selected with.
  return new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    font: FONTS.regular,
    info: { Title: title, Creator: 'ミルメ', Producer: 'ミルメ' },
  });
}

interface Style {
  size?: number;
  bold?: boolean;
  color?: string;
}

/** Text at (x, y) in a box `width` wide; answers the height it took. */
export function write(doc: PdfDoc, text: string, x: number, y: number, style: Style & TextOptions = {}) {
  const { size = 9, bold = false, color = COLOR.text, ...options } = style;
  doc
    .font(bold ? FONTS.bold : FONTS.regular)
    .fontSize(size)
    .fillColor(color);
  const height = options.lineBreak === false ? size * 1.45 : doc.heightOfString(text, options);
  doc.text(text, x, y, options);
  return height;
}

/** One line that never wraps: cut with an ellipsis at `width`. */
export function line(doc: PdfDoc, text: string, x: number, y: number, width: number, style: Style = {}) {
  return write(doc, text, x, y, { ...style, width, lineBreak: false, ellipsis: true });
}

/** T-scores are drawn on 20–80, the range they are clamped to. */
const T_MIN = 20;
const T_MAX = 80;
const tx = (x: number, w: number, t: number) =>
  x + (w * (Math.min(T_MAX, Math.max(T_MIN, t)) - T_MIN)) / (T_MAX - T_MIN);

/**
 * A horizontal T-score bar: the 40–60 band (where about two thirds of people score) shaded, a
 * line at the average 50, and the bar to the person's T. A null T draws the scale only.
 */
export function tBar(doc: PdfDoc, x: number, y: number, w: number, h: number, t: number | null) {
  doc.rect(x, y, w, h).fill(COLOR.panel);
  doc.rect(tx(x, w, 40), y, tx(x, w, 60) - tx(x, w, 40), h).fill(COLOR.band);
  if (t !== null) {
    const inset = h * 0.2;
    doc.rect(x, y + inset, Math.max(0.8, tx(x, w, t) - x), h - 2 * inset).fill(COLOR.bar);
  }
  doc
    .lineWidth(0.6)
    .strokeColor(COLOR.muted)
    .moveTo(tx(x, w, 50), y - 1)
    .lineTo(tx(x, w, 50), y + h + 1)
    .stroke();
}

/** The 20 / 40 / 50 / 60 / 80 ticks under a column of bars. */
export function tAxis(doc: PdfDoc, x: number, y: number, w: number) {
  for (const t of [20, 40, 50, 60, 80]) {
    write(doc, String(t), tx(x, w, t) - 10, y, { size: 6.5, color: COLOR.muted, width: 20, align: 'center' });
  }
}

/** A section heading with a rule under it; answers the y below it. */
export function heading(doc: PdfDoc, text: string, y: number, x = PAGE.margin, width = CONTENT_WIDTH) {
  doc.rect(x, y + 2, 3, 12).fill(COLOR.primary);
  write(doc, text, x + 8, y, { size: 11, bold: true, width: width - 8 });
  doc
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .moveTo(x, y + 19)
    .lineTo(x + width, y + 19)
    .stroke();
  return y + 25;
}

export function formatT(t: number | null): string {
  return t === null ? '-' : t.toFixed(1);
}

/**
 * Writes 「ミルメ 適性診断レポート｜{subject}」, 「n / N」 and 「社外秘」 on every buffered page, then
 * flushes them to the output. Call once per report (or cover) after its last page.
 */
export function finishPages(doc: PdfDoc, subject: string) {
  const { start, count } = doc.bufferedPageRange();
  const y = PAGE.height - 30;
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    doc
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .moveTo(PAGE.margin, y - 6)
      .lineTo(PAGE.width - PAGE.margin, y - 6)
      .stroke();
    const third = CONTENT_WIDTH / 3;
    line(doc, `ミルメ 適性診断レポート｜${subject}`, PAGE.margin, y, third - 6, {
      size: 7.5,
      color: COLOR.muted,
    });
    write(doc, `${i + 1} / ${count}`, PAGE.margin + third, y, {
      size: 7.5,
      color: COLOR.muted,
      width: third,
      align: 'center',
      lineBreak: false,
    });
    write(doc, '社外秘', PAGE.margin + 2 * third, y, {
      size: 7.5,
      bold: true,
      color: COLOR.alert,
      width: third,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.flushPages();
}

/** The whole document as bytes (ends it). */
export function toBuffer(doc: PdfDoc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
