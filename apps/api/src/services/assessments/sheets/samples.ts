/**
 * Sheets with known values for measuring the reading: random values per instrument (seeded, so
 * a run can be repeated), the distortions of a real scan, and how many fields were read exactly.
 * The OCR tests use a few of each; the bench (`npm run bench -- ocr`) a larger sample.
 */
import { ASSESSMENT_DEFS, type AssessmentInstrument } from '@mirume/shared';
import type { Distortion } from './distort.ts';
import type { SheetValues } from './layout.ts';

/** A small seeded generator (mulberry32): the same seed gives the same sheets. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FAMILY = ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤'];
const GIVEN = ['太郎', '花子', '健一', '美咲', '翔太', '陽菜', '大輔', '結衣', '誠', '彩'];

export function randomSheetValues(instrument: AssessmentInstrument, random: () => number): SheetValues {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const scores: Record<string, number> = {};
  for (const s of ASSESSMENT_DEFS[instrument].scales) {
    scores[s.key] = s.min + Math.floor(random() * (s.max - s.min + 1));
  }
  const day = new Date(Date.UTC(2015, 0, 1) + Math.floor(random() * 11 * 365) * 86_400_000);
  return {
    taken_on: day.toISOString().slice(0, 10),
    name: `${pick(FAMILY)} ${pick(GIVEN)}`,
    ...(instrument === 'hci' ? { result: random() < 0.5 ? ('passed' as const) : ('failed' as const) } : {}),
    scores,
  };
}

/** The distortions measured: each alone, and all of them together. */
export const SAMPLE_DISTORTIONS: Record<string, Distortion> = {
  'rotate +2°': { rotateDeg: 2 },
  'rotate −2°': { rotateDeg: -2 },
  'scale 0.9': { scale: 0.9, shift: { x: -25, y: 30 } },
  'scale 1.1': { scale: 1.1, shift: { x: 20, y: -20 } },
  blur: { blur: 1.2 },
  'JPEG q60': { jpegQuality: 60 },
  'all together': { rotateDeg: 1.5, scale: 0.95, blur: 0.8, jpegQuality: 60, shift: { x: 15, y: -10 } },
};

/** The expected value of every field of a sheet. */
export function expectedFields(values: SheetValues): Record<string, string | number> {
  return { taken_on: values.taken_on, ...(values.result ? { result: values.result } : {}), ...values.scores };
}

/** Fields read exactly, out of all of the sheet's fields. */
export function countExact(
  read: Record<string, { value: string | number | null }>,
  values: SheetValues,
): { exact: number; total: number; wrong: string[] } {
  const expected = expectedFields(values);
  let exact = 0;
  const wrong: string[] = [];
  for (const [key, value] of Object.entries(expected)) {
    if (read[key]?.value === value) exact++;
    else wrong.push(`${key}: ${String(read[key]?.value)} ≠ ${value}`);
  }
  return { exact, total: Object.keys(expected).length, wrong };
}
