/**
 * Draws a result sheet's layout (layout.ts) as a PDF (pdfkit, Noto Sans JP embedded and subset,
 * like the reports) or as a PNG (@napi-rs/canvas, the same font registered from the npm package —
 * never a system font, so it draws the same everywhere). pdfkit and canvas are loaded with a
 * runtime `require`, as in services/reports/pdf-doc.ts (native or file-reading root dependencies
 * the server bundle leaves external).
 */
import { createRequire } from 'node:module';
import type { AssessmentInstrument } from '@mirume/shared';
import { FONTS, type PdfDoc } from '../../reports/pdf-doc.ts';
import { SHEET_SIZE, type SheetOp, type SheetValues, sheetLayout } from './layout.ts';

const require = createRequire(import.meta.url);

type Canvas = typeof import('@napi-rs/canvas');

let canvasModule: Canvas | undefined;
/** @napi-rs/canvas with Noto Sans JP registered under the families 'MirumeSheet' and 'MirumeSheetBold'. */
export function sheetCanvas(): Canvas {
  if (canvasModule) return canvasModule;
  const canvas = require('@napi-rs/canvas') as Canvas;
  canvas.GlobalFonts.registerFromPath(FONTS.regular, 'MirumeSheet');
  canvas.GlobalFonts.registerFromPath(FONTS.bold, 'MirumeSheetBold');
  canvasModule = canvas;
  return canvas;
}

/**
 * The sheet as a PDF. With `cover`, a cover page (the title, the person, 「ご本人控え」) comes
 * first, as some providers send it: the reader must then find the values on page 2.
 */
export async function renderSheetPdf(
  instrument: AssessmentInstrument,
  values: SheetValues,
  options: { cover?: boolean } = {},
): Promise<Buffer> {
  const ops = sheetLayout(instrument, values);
  const PDFDocument = require('pdfkit') as new (options: Record<string, unknown>) => PdfDoc;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    font: FONTS.regular,
    info: { Title: ops[0]?.kind === 'text' ? ops[0].text : '', Creator: 'ミルメ', Producer: 'ミルメ' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (options.cover) {
    const title = ops[0]?.kind === 'text' ? ops[0].text : '';
    doc.font(FONTS.bold).fontSize(26).fillColor('#1F2933').text(title, 60, 300, { lineBreak: false });
    doc.font(FONTS.regular).fontSize(14).text(`${values.name} 様`, 60, 350, { lineBreak: false });
    doc.fontSize(11).fillColor('#5F6B7A').text('ご本人控え', 60, 380, { lineBreak: false });
    doc.addPage();
  }
  for (const op of ops) {
    if (op.kind === 'rect') {
      if (op.fill && op.stroke)
        doc.rect(op.x, op.y, op.w, op.h).lineWidth(0.6).fillAndStroke(op.fill, op.stroke);
      else if (op.fill) doc.rect(op.x, op.y, op.w, op.h).fill(op.fill);
      else if (op.stroke) doc.rect(op.x, op.y, op.w, op.h).lineWidth(0.6).strokeColor(op.stroke).stroke();
      continue;
    }
    doc
      .font(op.bold ? FONTS.bold : FONTS.regular)
      .fontSize(op.size)
      .fillColor(op.color ?? '#000000');
    if (op.align === 'right') {
      doc.text(op.text, op.x - 200, op.y, { width: 200, align: 'right', lineBreak: false });
    } else {
      doc.text(op.text, op.x, op.y, { lineBreak: false });
    }
  }
  doc.end();
  return done;
}

/** The sheet as a PNG at `dpi` (200 by default, a common scanner setting). */
export function renderSheetPng(instrument: AssessmentInstrument, values: SheetValues, dpi = 200): Buffer {
  const { createCanvas } = sheetCanvas();
  const scale = dpi / 72;
  const canvas = createCanvas(Math.round(SHEET_SIZE.width * scale), Math.round(SHEET_SIZE.height * scale));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#FFFFFF';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.scale(scale, scale);
  ctx.textBaseline = 'top';
  drawOps(ctx, sheetLayout(instrument, values));
  return canvas.toBuffer('image/png');
}

type Ctx = ReturnType<ReturnType<Canvas['createCanvas']>['getContext']>;

function drawOps(ctx: Ctx, ops: SheetOp[]) {
  for (const op of ops) {
    if (op.kind === 'rect') {
      if (op.fill) {
        ctx.fillStyle = op.fill;
        ctx.fillRect(op.x, op.y, op.w, op.h);
      }
      if (op.stroke) {
        ctx.strokeStyle = op.stroke;
        ctx.lineWidth = 0.6;
        ctx.strokeRect(op.x, op.y, op.w, op.h);
      }
      continue;
    }
    ctx.font = `${op.size}px ${op.bold ? 'MirumeSheetBold' : 'MirumeSheet'}`;
    ctx.fillStyle = op.color ?? '#000000';
    ctx.textAlign = op.align === 'right' ? 'right' : 'left';
    // pdfkit places a line's top at y with the font's ascent; canvas 'top' is the em box top.
    ctx.fillText(op.text, op.x, op.y + op.size * 0.1);
  }
}
