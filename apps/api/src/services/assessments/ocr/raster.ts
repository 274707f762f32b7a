/**
 * A sheet as page images ready for OCR. A PDF is rasterised page by page with unpdf (pdf.js) onto
 * @napi-rs/canvas at about 300 dpi; a JPEG or PNG is decoded as one page. Every page is then
 * turned to grayscale with light tints (table shading, coloured bars, paper tone) lifted to white
 * and the rest stretched to full contrast,
 * so tesseract sees dark text on white, and a small scan is enlarged so that body text is about
 * 30 px high, where tesseract's LSTM reads best.
 */
import { createRequire } from 'node:module';
import { ASSESSMENT_MESSAGES, OCR_MAX_PAGES } from '@mirume/shared';
import { OcrInputError } from './errors.ts';

const require = createRequire(import.meta.url);
type Canvas = typeof import('@napi-rs/canvas');
export type PageCanvas = import('@napi-rs/canvas').Canvas;

/** The PDF raster: 300 dpi on A4 (pdf.js's scale 1 is 72 dpi). */
const PDF_SCALE = 300 / 72;
/** A page image narrower than this is enlarged (about 200 dpi for A4). */
const MIN_WIDTH = 1600;
/** A page image wider than this is reduced (about 300 dpi for A4): more only costs time. */
const MAX_WIDTH = 2600;
/**
 * A pixel whose brightest channel reaches this is paper, a light tint or a coloured graphic (a
 * blue bar is bright in its blue channel): made white. Text is dark and neutral in every channel,
 * even blurred, so it stays.
 */
const LIGHT = 215;

function canvasModule(): Canvas {
  return require('@napi-rs/canvas') as Canvas;
}

/** How many pages a PDF has (refused beyond OCR_MAX_PAGES) and each page, rasterised. */
export async function pdfPages(
  bytes: Uint8Array,
): Promise<{ count: number; render(n: number): Promise<PageCanvas> }> {
  const { getDocumentProxy, renderPageAsImage } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { useSystemFonts: false });
  } catch {
    throw new OcrInputError(ASSESSMENT_MESSAGES.ocrFailed);
  }
  if (pdf.numPages > OCR_MAX_PAGES) throw new OcrInputError(ASSESSMENT_MESSAGES.ocrPages);
  return {
    count: pdf.numPages,
    async render(n: number) {
      const png = await renderPageAsImage(pdf, n, {
        canvasImport: async () => canvasModule(),
        scale: PDF_SCALE,
      });
      return prepare(await decode(Buffer.from(png)));
    },
  };
}

/** A JPEG or PNG as the one page to read. */
export async function imagePage(bytes: Buffer): Promise<PageCanvas> {
  return prepare(await decode(bytes));
}

async function decode(bytes: Buffer) {
  try {
    return await canvasModule().loadImage(bytes);
  } catch {
    throw new OcrInputError(ASSESSMENT_MESSAGES.ocrFailed);
  }
}

type Image = Awaited<ReturnType<Canvas['loadImage']>>;

/** Grayscale, tints lifted to white, and sized for tesseract. */
function prepare(image: Image): PageCanvas {
  const { createCanvas } = canvasModule();
  const factor =
    image.width < MIN_WIDTH
      ? Math.min(3, MIN_WIDTH / image.width)
      : image.width > MAX_WIDTH
        ? MAX_WIDTH / image.width
        : 1;
  const width = Math.max(1, Math.round(image.width * factor));
  const height = Math.max(1, Math.round(image.height * factor));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#FFFFFF';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, width, height);
  const data = ctx.getImageData(0, 0, width, height);
  const px = data.data;
  for (let i = 0; i < px.length; i += 4) {
    const bright = Math.max(px[i] as number, px[i + 1] as number, px[i + 2] as number);
    // Below LIGHT the darkness is stretched over the full range, keeping anti-aliased edges.
    const v = bright >= LIGHT ? 255 : Math.round((bright / LIGHT) * 255);
    px[i] = v;
    px[i + 1] = v;
    px[i + 2] = v;
    px[i + 3] = 255;
  }
  ctx.putImageData(data, 0, 0);
  return canvas;
}

/** A part of a page (clamped to it) as a PNG, enlarged `zoom` times, with a white margin. */
export function crop(
  page: PageCanvas,
  box: { x0: number; y0: number; x1: number; y1: number },
  zoom = 1,
): Buffer {
  const { createCanvas } = canvasModule();
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(page.width, Math.ceil(box.x1));
  const y1 = Math.min(page.height, Math.ceil(box.y1));
  const w = Math.max(1, x1 - x0);
  const h = Math.max(1, y1 - y0);
  const pad = Math.round(h * 0.4 * zoom);
  const out = createCanvas(Math.round(w * zoom) + 2 * pad, Math.round(h * zoom) + 2 * pad);
  const ctx = out.getContext('2d');
  ctx.fillStyle = '#FFFFFF';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.imageSmoothingEnabled = true;
  ctx.drawImage(page, x0, y0, w, h, pad, pad, Math.round(w * zoom), Math.round(h * zoom));
  return out.toBuffer('image/png');
}
