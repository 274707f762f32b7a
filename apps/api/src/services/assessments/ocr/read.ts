/**
 * Reading a result sheet: every field is found by its printed label, never by where it sits on
 * the page, so a sheet scanned rotated by a couple of degrees, scaled, shifted or from another
 * layout still reads.
 *
 * 1. The page is recognised once (Japanese + English). Its lines are searched for the sheet
 *    titles of all instruments: another instrument's title refuses the sheet (ocrWrongSheet).
 * 2. Each field's label (受検日, HCI's 判定, every scale's label) is found on a line (labels.ts);
 *    the value is what follows it on the same text line, up to the next label: tesseract groups
 *    a row into one line along its slant, so rotation and shifts do not matter.
 * 3. A number is read a second time from its own region alone (the value's word box, or the
 *    stretch right of the label when the first pass saw no digits), enlarged, with tesseract
 *    limited to digits on one line. The two readings agreeing gives the higher confidence; when
 *    they differ the digits-only reading is taken at a confidence below OCR_CONFIRM_BELOW, so the
 *    page asks the user to confirm it.
 * 4. Each value is checked against its field's rule (the scale's integer range, a real date, 合格
 *    or 不合格). A value that fails it is not offered: value null, confidence 0.
 */
import {
  ASSESSMENT_DEFS,
  type AssessmentInstrument,
  HCI_RESULT_LABEL,
  OCR_CONFIRM_BELOW,
} from '@mirume/shared';
import {
  approximateMatch,
  type Box,
  type FoundLabel,
  findLabels,
  linesOf,
  normalise,
  type OcrLine,
} from './labels.ts';
import { crop, type PageCanvas } from './raster.ts';
import type { OcrWorker } from './tesseract.ts';

export interface ReadField {
  value: string | number | null;
  confidence: number;
  confirm: boolean;
  raw: string | null;
}

export type ReadFields = Record<string, ReadField>;

/** The fields of an instrument's sheet and their printed labels. */
export function fieldLabels(instrument: AssessmentInstrument): Record<string, string> {
  const def = ASSESSMENT_DEFS[instrument];
  const labels: Record<string, string> = { taken_on: def.dateLabel };
  if (instrument === 'hci') labels.result = HCI_RESULT_LABEL;
  for (const scale of def.scales) labels[scale.key] = scale.label;
  return labels;
}

export function emptyFields(instrument: AssessmentInstrument): ReadFields {
  const fields: ReadFields = {};
  for (const key of Object.keys(fieldLabels(instrument))) fields[key] = field(null, 0, null);
  return fields;
}

function field(value: string | number | null, confidence: number, raw: string | null): ReadField {
  const c = value === null ? 0 : Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100;
  return { value, confidence: c, confirm: c < OCR_CONFIRM_BELOW, raw };
}

export interface PageReading {
  /** The instrument whose sheet title was seen on the page, if any. */
  titleOf: AssessmentInstrument | null;
  fields: ReadFields;
  /** How many labels were found. */
  labelsFound: number;
}

const DIGITS = /[0-9]/;
/** Letters tesseract reads for digits in a number's place. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  S: '5',
  B: '8',
};

function asDigits(text: string): string {
  return [...text.normalize('NFKC')].map((c) => DIGIT_LOOKALIKES[c] ?? c).join('');
}

/** Which instrument's title the lines show. */
function titleOf(lines: OcrLine[]): AssessmentInstrument | null {
  let best: { instrument: AssessmentInstrument; distance: number } | null = null;
  for (const def of Object.values(ASSESSMENT_DEFS)) {
    const title = normalise(def.sheetTitle);
    const allowed = Math.floor(title.length / 4);
    for (const line of lines) {
      const match = approximateMatch(title, line.chars);
      if (match && match.distance <= allowed && (!best || match.distance < best.distance)) {
        best = { instrument: def.key, distance: match.distance };
      }
    }
  }
  return best?.instrument ?? null;
}

const union = (boxes: Box[]): Box => ({
  x0: Math.min(...boxes.map((b) => b.x0)),
  y0: Math.min(...boxes.map((b) => b.y0)),
  x1: Math.max(...boxes.map((b) => b.x1)),
  y1: Math.max(...boxes.map((b) => b.y1)),
});

/** The words after a label on its line, up to the next label found on that line. */
function wordsAfter(label: FoundLabel, found: Map<string, FoundLabel>) {
  let stop = label.line.words.length;
  for (const other of found.values()) {
    if (other.line === label.line && other.start >= label.end) stop = Math.min(stop, other.firstWord);
  }
  // The label may end inside a word that also holds the value ('性19'): keep that word's tail.
  const first = label.line.wordOf[label.end] === label.lastWord ? label.lastWord : label.lastWord + 1;
  return label.line.words
    .slice(first, stop)
    .map((w, i) =>
      i === 0 && first === label.lastWord
        ? { ...w, text: label.line.chars.slice(label.end, lastCharOf(label.line, label.lastWord) + 1) }
        : w,
    );
}

function lastCharOf(line: OcrLine, word: number): number {
  return line.wordOf.lastIndexOf(word);
}

export async function readPage(
  worker: OcrWorker,
  page: PageCanvas,
  instrument: AssessmentInstrument,
  signal?: AbortSignal,
): Promise<PageReading> {
  const png = page.toBuffer('image/png');
  const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
  const lines = linesOf(data);
  const labels = fieldLabels(instrument);
  const found = findLabels(lines, labels);
  const fields = emptyFields(instrument);
  await readFields(worker, page, instrument, found, fields, signal);

  // Tesseract now and then drops a row of a slanted or noisy scan. The labels it missed are
  // looked for once more in a recognition with automatic page segmentation, which finds text
  // lines block by block.
  const missing = Object.fromEntries(Object.entries(labels).filter(([key]) => !found.has(key)));
  if (Object.keys(missing).length > 0 && found.size > 0) {
    const again = await worker.recognize(
      png,
      { tessedit_pageseg_mode: '3', user_defined_dpi: '300' } as never,
      {
        blocks: true,
        text: false,
      },
    );
    const more = findLabels(linesOf(again.data), missing);
    await readFields(worker, page, instrument, more, fields, signal);
    for (const [key, label] of more) found.set(key, label);
  }
  return { titleOf: titleOf(lines), fields, labelsFound: found.size };
}

async function readFields(
  worker: OcrWorker,
  page: PageCanvas,
  instrument: AssessmentInstrument,
  found: Map<string, FoundLabel>,
  fields: ReadFields,
  signal?: AbortSignal,
) {
  const scales = new Map(ASSESSMENT_DEFS[instrument].scales.map((s) => [s.key, s]));
  for (const [key, label] of found) {
    if (signal?.aborted) throw new Error('the process is stopping; the job will run again');
    const after = wordsAfter(label, found);
    const text = after.map((w) => w.text).join(' ');
    const conf = after.length ? Math.min(...after.slice(0, 3).map((w) => w.confidence)) / 100 : 0;
    if (key === 'taken_on') {
      fields[key] = await readDate(worker, page, label, after, found);
      continue;
    }
    if (key === 'result') {
      const n = normalise(text);
      const value = /不.?合格|不合/.test(n) ? 'failed' : /合格|合.|.格/.test(n) ? 'passed' : null;
      fields[key] = field(value, conf, text || null);
      continue;
    }
    const scale = scales.get(key);
    if (!scale) continue;
    fields[key] = await readNumber(worker, page, label, after, found, scale);
  }
}

/** The region right of a label up to the next label on its line (or a stretch of the line). */
function regionRight(label: FoundLabel, found: Map<string, FoundLabel>): Box {
  const labelBox = union(label.line.words.slice(label.firstWord, label.lastWord + 1).map((w) => w.bbox));
  const height = Math.max(8, labelBox.y1 - labelBox.y0);
  // When the value was not put on the label's line, the line ends at the label: look further.
  let right = Math.max(label.line.bbox.x1 + height, labelBox.x1 + height * 20);
  for (const other of found.values()) {
    if (other.line !== label.line || other.start < label.end) continue;
    right = Math.min(right, (other.line.words[other.firstWord] as { bbox: Box }).bbox.x0 - height * 0.3);
  }
  // Follow the line's baseline from the label to the value: a slanted scan puts the value higher
  // or lower than its label, and the rows above and below must stay out of the crop.
  const { baseline } = label.line;
  const slope = baseline.x1 > baseline.x0 ? (baseline.y1 - baseline.y0) / (baseline.x1 - baseline.x0) : 0;
  const labelBase = labelBox.y1;
  const x0 = labelBox.x1 + height * 0.2;
  const rise = [x0, right].map((x) => (x - (labelBox.x0 + labelBox.x1) / 2) * slope);
  return {
    x0,
    y0: labelBase + Math.min(...(rise as number[])) - height * 1.15,
    x1: right,
    y1: labelBase + Math.max(...(rise as number[])) + height * 0.35,
  };
}

async function readNumber(
  worker: OcrWorker,
  page: PageCanvas,
  label: FoundLabel,
  after: { text: string; confidence: number; bbox: Box }[],
  found: Map<string, FoundLabel>,
  scale: { min: number; max: number },
): Promise<ReadField> {
  // First reading: the first words after the label that hold digits (a number split in two kept together).
  const valueWords: typeof after = [];
  for (const word of after.slice(0, 3)) {
    const digits = asDigits(word.text).replace(/[^0-9]/g, '');
    if (digits) valueWords.push(word);
    else if (valueWords.length) break;
    if (valueWords.length && !DIGITS.test(asDigits(word.text).slice(-1))) break;
  }
  const first = valueWords.length
    ? asDigits(valueWords.map((w) => w.text).join('')).replace(/[^0-9]/g, '')
    : '';
  const firstConf = valueWords.length ? Math.min(...valueWords.map((w) => w.confidence)) / 100 : 0;

  // Second reading: the value's region alone, digits only — the words that held digits, else the
  // first word after the label (a digit misread as a letter or kana), else the stretch after it.
  const around = (words: { bbox: Box }[]): Box => {
    const b = union(words.map((w) => w.bbox));
    const h = b.y1 - b.y0;
    return { x0: b.x0 - h * 0.3, y0: b.y0 - h * 0.3, x1: b.x1 + h * 0.3, y1: b.y1 + h * 0.3 };
  };
  const regions = valueWords.length
    ? [around(valueWords)]
    : [...(after[0] ? [around([after[0]])] : []), regionRight(label, found)];
  let second = { text: '', confidence: 0 };
  for (const region of regions) {
    second = await readDigits(worker, page, region);
    if (second.text) break;
  }

  let value: string;
  let confidence: number;
  if (second.text && first === second.text) {
    value = first;
    confidence = Math.max(firstConf, second.confidence);
  } else if (second.text && first) {
    // The readings differ: the more confident one, never confident enough to skip a look.
    value = firstConf > second.confidence ? first : second.text;
    confidence = Math.min(0.8, Math.max(firstConf, second.confidence));
  } else if (second.text) {
    value = second.text;
    confidence = second.confidence * 0.95;
  } else {
    value = first;
    confidence = Math.min(firstConf, 0.8);
  }
  const raw = after.length
    ? after
        .slice(0, 3)
        .map((w) => w.text)
        .join(' ')
    : second.text || null;
  if (!/^[0-9]{1,4}$/.test(value)) return field(null, 0, raw);
  const n = Number(value);
  if (n < scale.min || n > scale.max) return field(null, 0, raw);
  return field(n, confidence, raw);
}

async function readDigits(worker: OcrWorker, page: PageCanvas, region: Box, whitelist = '0123456789') {
  if (region.x1 - region.x0 < 4 || region.y1 - region.y0 < 4) return { text: '', confidence: 0 };
  const height = region.y1 - region.y0;
  const zoom = height < 60 ? Math.min(3, 60 / height) : 1;
  // Parameters given with one recognition apply to it alone (tesseract.js restores them after).
  const image = crop(page, region, zoom);
  const { data } = await worker.recognize(
    image,
    { tessedit_char_whitelist: whitelist, tessedit_pageseg_mode: '7' } as never,
    { text: true, blocks: true },
  );
  const words = linesOf(data).flatMap((l) => l.words);
  const text = data.text.replace(/\s+/g, '');
  const confidence = words.length ? Math.min(...words.map((w) => w.confidence)) / 100 : 0;
  return { text, confidence };
}

const DATE = /(\d{4})[年/.-]?(\d{1,2})[月/.-]?(\d{1,2})日?/;

function isoDate(text: string): string | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** 2026年10月1日, 2026/10/01, 2026-10-01 → 2026-10-01 (null for anything else or no real day). */
export function parsePrintedDate(text: string): string | null {
  return isoDate(asDigits(text).replace(/\s+/g, ''));
}

async function readDate(
  worker: OcrWorker,
  page: PageCanvas,
  label: FoundLabel,
  after: { text: string; confidence: number; bbox: Box }[],
  found: Map<string, FoundLabel>,
): Promise<ReadField> {
  const text = after.map((w) => w.text).join('');
  const first = parsePrintedDate(text);
  const firstConf = after.length ? Math.min(...after.slice(0, 6).map((w) => w.confidence)) / 100 : 0;
  const region = after.length
    ? (() => {
        const b = union(after.map((w) => w.bbox));
        const h = b.y1 - b.y0;
        return { x0: b.x0 - h * 0.3, y0: b.y0 - h * 0.3, x1: b.x1 + h * 0.3, y1: b.y1 + h * 0.3 };
      })()
    : regionRight(label, found);
  const second = await readDigits(worker, page, region, '0123456789年月日/-.');
  const secondDate = parsePrintedDate(second.text);
  const raw = text || second.text || null;
  if (first && first === secondDate) return field(first, Math.max(firstConf, second.confidence), raw);
  if (secondDate) return field(secondDate, Math.min(second.confidence, first ? 0.8 : 1), raw);
  if (first) return field(first, Math.min(firstConf, 0.8), raw);
  return field(null, 0, raw);
}
