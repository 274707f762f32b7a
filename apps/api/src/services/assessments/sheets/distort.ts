/**
 * A sheet as a scanner or a phone might deliver it: rotated a little, scaled, shifted on the
 * page, blurred, and JPEG-compressed. The OCR tests and the bench read distorted sheets to show
 * that fields are found by their labels, not by where they sit on the page.
 */
import { sheetCanvas } from './render.ts';

export interface Distortion {
  /** Degrees, clockwise. */
  rotateDeg?: number;
  /** 1 = as is; the page keeps its pixel size, the content shrinks or grows around the centre. */
  scale?: number;
  /** Gaussian blur radius in pixels. */
  blur?: number;
  /** 1–100: answer a JPEG of this quality instead of a PNG. */
  jpegQuality?: number;
  /** Pixels to move the content right and down. */
  shift?: { x: number; y: number };
}

export async function distort(image: Buffer, d: Distortion): Promise<Buffer> {
  const { createCanvas, loadImage } = sheetCanvas();
  const source = await loadImage(image);
  const canvas = createCanvas(source.width, source.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#FFFFFF';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  if (d.blur) ctx.filter = `blur(${d.blur}px)`;
  ctx.translate(canvas.width / 2 + (d.shift?.x ?? 0), canvas.height / 2 + (d.shift?.y ?? 0));
  ctx.rotate(((d.rotateDeg ?? 0) * Math.PI) / 180);
  const scale = d.scale ?? 1;
  ctx.scale(scale, scale);
  ctx.drawImage(source, -source.width / 2, -source.height / 2);
  if (d.jpegQuality) return canvas.toBuffer('image/jpeg', d.jpegQuality);
  return canvas.toBuffer('image/png');
}
