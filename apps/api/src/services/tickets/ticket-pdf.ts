/**
 * The printable ticket sheet: A4 portrait, 10 cut-out cards per page (2 × 5, dashed cut lines).
 * Each card carries the company name, the title, the code in large type (XXXXX-XXXXX), the entry
 * URL, a QR code that opens the entry page with the code filled in, the deadline and short
 * instructions. The text is Noto Sans JP (from npm, as the guide PDFs use; pdfkit embeds only the
 * glyphs used). The QR code is drawn as vector rectangles from its module matrix, one rectangle
 * per run of dark modules in a row, so 1,000 cards stay quick to draw and small.
 *
 * pdfkit and the font are loaded with a runtime `require` rather than imported: they are
 * dependencies of the repository root, not of apps/api, so the server bundle (apps/api/build.mjs)
 * would otherwise inline pdfkit, whose standard-font loading resolves files beside its own module.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ESTIMATED_MINUTES, formatDateTimeJa, formatTicketCode } from '@mirume/shared';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);

/** The part of pdfkit's document this module uses. */
interface PdfDoc extends Readable {
  font(name: string): PdfDoc;
  fontSize(size: number): PdfDoc;
  fillColor(color: string): PdfDoc;
  strokeColor(color: string): PdfDoc;
  lineWidth(w: number): PdfDoc;
  dash(length: number, options?: { space: number }): PdfDoc;
  undash(): PdfDoc;
  moveTo(x: number, y: number): PdfDoc;
  lineTo(x: number, y: number): PdfDoc;
  stroke(): PdfDoc;
  fill(color?: string): PdfDoc;
  rect(x: number, y: number, w: number, h: number): PdfDoc;
  roundedRect(x: number, y: number, w: number, h: number, r: number): PdfDoc;
  text(text: string, x: number, y: number, options?: Record<string, unknown>): PdfDoc;
  addPage(): PdfDoc;
  end(): void;
}
type PdfDocConstructor = new (options: Record<string, unknown>) => PdfDoc;

const FONT_DIR = path.dirname(require.resolve('@expo-google-fonts/noto-sans-jp/package.json'));
const FONTS = {
  regular: path.join(FONT_DIR, '400Regular/NotoSansJP_400Regular.ttf'),
  bold: path.join(FONT_DIR, '700Bold/NotoSansJP_700Bold.ttf'),
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 24;
const COLUMNS = 2;
const ROWS = 5;
export const TICKETS_PER_PAGE = COLUMNS * ROWS;
const CARD = {
  width: (A4.width - 2 * MARGIN) / COLUMNS,
  height: (A4.height - 2 * MARGIN) / ROWS,
  padding: 14,
};
const QR_SIZE = 84;
const COLOR = { primary: '#1A5FCC', text: '#1F2933', muted: '#5F6B7A', cut: '#9AA5B1' };

export interface TicketSheet {
  companyName: string;
  appUrl: string;
  /** When the batch's tickets expire (end of the chosen day, Tokyo). */
  deadline: Date;
  codes: string[];
  /** The document's creation date (the batch's), so the same batch gives the same file. */
  createdAt: Date;
}

export function ticketEntryUrl(appUrl: string): string {
  return `${appUrl}/exam/ticket`;
}

/** Draws the QR code of `text` with its top-left corner at (x, y), `size` points wide. */
function drawQr(doc: PdfDoc, text: string, x: number, y: number, size: number) {
  // One byte segment and a fixed mask: the library's search for the optimal segmentation and mask
  // is most of the cost of a code, and any mask reads equally well from a printed card.
  const qr = QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: 2,
  });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && qr.modules.get(row, col)) col++;
      // A hair of overlap so no white seams show between rows in viewers that anti-alias.
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell, cell + 0.05);
    }
  }
  doc.fill('#000000');
}

function drawCutLines(doc: PdfDoc) {
  doc.lineWidth(0.5).strokeColor(COLOR.cut).dash(3, { space: 3 });
  for (let c = 0; c <= COLUMNS; c++) {
    const x = MARGIN + c * CARD.width;
    doc
      .moveTo(x, MARGIN)
      .lineTo(x, A4.height - MARGIN)
      .stroke();
  }
  for (let r = 0; r <= ROWS; r++) {
    const y = MARGIN + r * CARD.height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(A4.width - MARGIN, y)
      .stroke();
  }
  doc.undash();
}

function drawCard(doc: PdfDoc, sheet: TicketSheet, code: string, index: number) {
  const slot = index % TICKETS_PER_PAGE;
  const x0 = MARGIN + (slot % COLUMNS) * CARD.width + CARD.padding;
  const y0 = MARGIN + Math.floor(slot / COLUMNS) * CARD.height + CARD.padding;
  const textWidth = CARD.width - 2 * CARD.padding - QR_SIZE - 6;
  const one = { width: textWidth, lineBreak: false, ellipsis: true };

  doc.font(FONTS.regular).fontSize(8).fillColor(COLOR.muted).text(sheet.companyName, x0, y0, one);
  doc
    .font(FONTS.bold)
    .fontSize(10.5)
    .fillColor(COLOR.primary)
    .text('ミルメ適性診断 受検チケット', x0, y0 + 13, one);
  doc
    .font(FONTS.regular)
    .fontSize(7)
    .fillColor(COLOR.muted)
    .text('チケットコード', x0, y0 + 33, one);
  doc
    .font(FONTS.bold)
    .fontSize(19)
    .fillColor(COLOR.text)
    .text(formatTicketCode(code), x0, y0 + 42, { ...one, characterSpacing: 1 });
  const full = { width: CARD.width - 2 * CARD.padding, lineBreak: false, ellipsis: true };
  doc
    .font(FONTS.regular)
    .fontSize(7.5)
    .fillColor(COLOR.text)
    .text(`受検期限：${formatDateTimeJa(sheet.deadline)}まで`, x0, y0 + 84, full)
    .text(`受検ページ：${ticketEntryUrl(sheet.appUrl)}`, x0, y0 + 95, full);
  doc
    .fontSize(6.5)
    .fillColor(COLOR.muted)
    .text(
      `QRコードを読み取るか、受検ページでコードを入力してください。所要時間は約${ESTIMATED_MINUTES}分です。静かな場所で、スマートフォンまたはパソコンから受検してください。`,
      x0,
      y0 + 108,
      { width: CARD.width - 2 * CARD.padding, lineGap: 0.5 },
    );

  const qrX = MARGIN + ((slot % COLUMNS) + 1) * CARD.width - CARD.padding - QR_SIZE;
  drawQr(doc, `${ticketEntryUrl(sheet.appUrl)}?code=${code}`, qrX, y0 - 4, QR_SIZE);
}

/**
 * The sheet as a stream of PDF bytes, for the reply to pipe out (1,000 cards draw in about 1.5 s).
 */
export function ticketSheetPdf(sheet: TicketSheet): Readable {
  const PDFDocument = require('pdfkit') as PdfDocConstructor;
  // Fonts are selected by path: pdfkit caches a font under the name it was selected with, and a
  // registered alias of the constructor's font would be re-read from disk on every selection.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: true,
    font: FONTS.regular,
    info: { Title: 'ミルメ 受検チケット', Author: sheet.companyName, CreationDate: sheet.createdAt },
  });
  sheet.codes.forEach((code, i) => {
    if (i > 0 && i % TICKETS_PER_PAGE === 0) doc.addPage();
    if (i % TICKETS_PER_PAGE === 0) drawCutLines(doc);
    drawCard(doc, sheet, code, i);
  });
  if (sheet.codes.length === 0) drawCutLines(doc);
  doc.end();
  return doc;
}
