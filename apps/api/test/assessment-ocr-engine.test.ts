/**
 * Reading result sheets: for each instrument, sheets with known random values are rendered (PNG
 * and PDF), read back plain and distorted like a scan (rotated ±2°, scaled 0.9 / 1.1 and shifted,
 * blurred, JPEG q60), and the fields read exactly are counted: ≥ 98 % on clean sheets, ≥ 90 % on
 * distorted ones. A few sheets per instrument keep this file to about a minute; the bench reads a
 * larger sample (`npm run bench -- ocr`). Also: the label matching that tolerates tesseract's
 * spaces between kanji, the printed dates, a value outside its scale, another instrument's sheet,
 * and a PDF with too many pages.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ASSESSMENT_INSTRUMENTS,
  ASSESSMENT_MESSAGES,
  OCR_CONFIRM_BELOW,
  OCR_MAX_PAGES,
} from '@mirume/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { readSheet } from '../src/services/assessments/ocr/engine.ts';
import { OcrInputError } from '../src/services/assessments/ocr/errors.ts';
import {
  approximateMatch,
  findLabels,
  normalise,
  type OcrLine,
} from '../src/services/assessments/ocr/labels.ts';
import { parsePrintedDate } from '../src/services/assessments/ocr/read.ts';
import { ocrEngine } from '../src/services/assessments/ocr/tesseract.ts';
import { distort } from '../src/services/assessments/sheets/distort.ts';
import { renderSheetPdf, renderSheetPng } from '../src/services/assessments/sheets/render.ts';
import { countExact, randomSheetValues, seededRandom } from '../src/services/assessments/sheets/samples.ts';

const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'mirume-ocr-test-'));
afterAll(async () => {
  await ocrEngine.close();
  rmSync(tmpDir, { recursive: true, force: true });
});

const OCR_TIMEOUT = 240_000;

describe('label matching', () => {
  /** A recognised line made of words, as tesseract gives it. */
  const line = (...words: string[]): OcrLine => {
    let chars = '';
    const wordOf: number[] = [];
    const box = { x0: 0, y0: 0, x1: 10, y1: 10 };
    for (const [i, w] of words.entries()) {
      const n = normalise(w);
      chars += n;
      for (let k = 0; k < n.length; k++) wordOf.push(i);
    }
    return {
      words: words.map((text) => ({ text, confidence: 90, bbox: box })),
      bbox: box,
      baseline: box,
      chars,
      wordOf,
    };
  };

  it('finds a label split by spaces between kanji, and one misread character in a longer label', () => {
    const lines = [
      line('外向', '性', '72'),
      line('スト', 'レス', '而', '性', '4'),
      line('変化', 'へ', 'の', '開放', '性', '84'),
    ];
    const found = findLabels(lines, { extrovert: '外向性', stress: 'ストレス耐性', open: '変化への開放性' });
    expect(found.get('extrovert')?.lineIndex).toBe(0);
    expect(found.get('stress')?.lineIndex).toBe(1);
    expect(found.get('open')?.lineIndex).toBe(2);
  });

  it('gives each label its own words: the closest label wins, a label is found once', () => {
    const lines = [line('発想', '力', '93', '想像', '力', '12')];
    const found = findLabels(lines, { idea: '発想力', imagination: '想像力' });
    expect(found.get('idea')?.firstWord).toBe(0);
    expect(found.get('imagination')?.firstWord).toBe(3);
  });

  it('refuses a two-character label with a wrong character except at the start of a line', () => {
    expect(findLabels([line('利定', '合格')], { result: '判定' }).get('result')).toBeDefined();
    expect(findLabels([line('結果', '利定', '合格')], { result: '判定' }).get('result')).toBeUndefined();
    expect(approximateMatch('外向性', '外向性')?.distance).toBe(0);
  });

  it('reads the printed date formats and refuses a day that does not exist', () => {
    expect(parsePrintedDate('2026年10月1日')).toBe('2026-10-01');
    expect(parsePrintedDate('2026 年 10 月 1 日')).toBe('2026-10-01');
    expect(parsePrintedDate('2026/10/01')).toBe('2026-10-01');
    expect(parsePrintedDate('2026-10-01')).toBe('2026-10-01');
    expect(parsePrintedDate('２０２６年１０月１日')).toBe('2026-10-01');
    expect(parsePrintedDate('2026年2月30日')).toBeNull();
    expect(parsePrintedDate('山田 太郎')).toBeNull();
  });
});

describe.each(ASSESSMENT_INSTRUMENTS)('reading a %s sheet', (instrument) => {
  const random = seededRandom(4200 + instrument.length);
  const [a, b] = [randomSheetValues(instrument, random), randomSheetValues(instrument, random)] as const;

  it(
    'reads ≥ 98 % of the fields of clean sheets (PNG and PDF) exactly, with confident values',
    async () => {
      const png = await readSheet(instrument, renderSheetPng(instrument, a), 'image/png', { tmpDir });
      const pdf = await readSheet(instrument, await renderSheetPdf(instrument, b), 'application/pdf', {
        tmpDir,
      });
      expect(pdf.pages).toBe(1);
      const counts = [countExact(png.fields, a), countExact(pdf.fields, b)];
      const exact = counts.reduce((n, c) => n + c.exact, 0);
      const total = counts.reduce((n, c) => n + c.total, 0);
      expect(exact / total, counts.flatMap((c) => c.wrong).join('; ')).toBeGreaterThanOrEqual(0.98);
      const exactFields = Object.values(png.fields).filter((f) => f.value !== null);
      expect(exactFields.filter((f) => !f.confirm).length / exactFields.length).toBeGreaterThanOrEqual(0.9);
      for (const f of Object.values(png.fields)) expect(f.confirm).toBe(f.confidence < OCR_CONFIRM_BELOW);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads ≥ 90 % of the fields of distorted scans exactly (rotated ±2°, scaled, shifted, blurred, JPEG)',
    async () => {
      const pngA = renderSheetPng(instrument, a);
      const pngB = renderSheetPng(instrument, b);
      const scans = [
        { values: a, bytes: await distort(pngA, { rotateDeg: 2 }), type: 'image/png' },
        {
          values: b,
          bytes: await distort(pngB, { rotateDeg: -2, scale: 1.1, shift: { x: 20, y: -20 } }),
          type: 'image/png',
        },
        {
          values: a,
          bytes: await distort(pngA, { scale: 0.9, blur: 1, jpegQuality: 60, shift: { x: -25, y: 30 } }),
          type: 'image/jpeg',
        },
      ];
      let exact = 0;
      let total = 0;
      const wrong: string[] = [];
      for (const scan of scans) {
        const reading = await readSheet(instrument, scan.bytes, scan.type, { tmpDir });
        const count = countExact(reading.fields, scan.values);
        exact += count.exact;
        total += count.total;
        wrong.push(...count.wrong);
      }
      expect(exact / total, wrong.join('; ')).toBeGreaterThanOrEqual(0.9);
    },
    OCR_TIMEOUT,
  );
});

describe('a PDF of several pages', () => {
  it(
    'reads the values from the page that holds them (a cover page first)',
    async () => {
      const values = randomSheetValues('energizer', seededRandom(11));
      const pdf = await renderSheetPdf('energizer', values, { cover: true });
      const reading = await readSheet('energizer', pdf, 'application/pdf', { tmpDir });
      expect(reading.pages).toBe(2);
      const count = countExact(reading.fields, values);
      expect(count.exact, count.wrong.join('; ')).toBe(count.total);
    },
    OCR_TIMEOUT,
  );
});

describe('sheets that are refused or values that fail their rule', () => {
  it(
    'does not offer a value outside its scale: value null, confidence 0, to be confirmed',
    async () => {
      const values = randomSheetValues('energizer', seededRandom(7));
      values.scores.power = 57; // a sten is 1–10
      const reading = await readSheet('energizer', renderSheetPng('energizer', values), 'image/png', {
        tmpDir,
      });
      expect(reading.fields.power).toMatchObject({ value: null, confidence: 0, confirm: true });
      expect(reading.fields.accelerator?.value).toBe(values.scores.accelerator);
    },
    OCR_TIMEOUT,
  );

  it(
    "refuses another instrument's sheet with a Japanese reason",
    async () => {
      const values = randomSheetValues('energizer', seededRandom(8));
      const error = await readSheet('hci', renderSheetPng('energizer', values), 'image/png', {
        tmpDir,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OcrInputError);
      expect((error as Error).message).toBe(ASSESSMENT_MESSAGES.ocrWrongSheet('HCI-AS'));
    },
    OCR_TIMEOUT,
  );

  it('refuses a PDF of more than OCR_MAX_PAGES pages and bytes that are not an image', async () => {
    const { createRequire } = await import('node:module');
    const PDFDocument = createRequire(import.meta.url)('pdfkit') as new () => NodeJS.ReadableStream & {
      addPage(): void;
      text(t: string): void;
      end(): void;
    };
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => doc.on('end', resolve));
    for (let i = 0; i < OCR_MAX_PAGES; i++) doc.addPage();
    doc.end();
    await ended;
    await expect(readSheet('hci', Buffer.concat(chunks), 'application/pdf', { tmpDir })).rejects.toThrow(
      ASSESSMENT_MESSAGES.ocrPages,
    );
    await expect(readSheet('hci', Buffer.from('not a picture'), 'image/png', { tmpDir })).rejects.toThrow(
      ASSESSMENT_MESSAGES.ocrFailed,
    );
  });

  it(
    'gives up when its time is over, and the next reading still works',
    async () => {
      const values = randomSheetValues('energizer', seededRandom(9));
      const png = renderSheetPng('energizer', values);
      // A whole EMERGENETICS PDF (rasterised at 300 dpi, 31 fields read twice) takes far longer.
      const pdf = await renderSheetPdf('emergenetic', randomSheetValues('emergenetic', seededRandom(10)));
      const limit = AbortSignal.timeout(50);
      await expect(
        readSheet('emergenetic', pdf, 'application/pdf', { tmpDir, signal: limit }),
      ).rejects.toThrow();
      const reading = await readSheet('energizer', png, 'image/png', { tmpDir });
      expect(countExact(reading.fields, values).exact).toBe(7);
    },
    OCR_TIMEOUT,
  );
});
