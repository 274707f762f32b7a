/**
 * Finding a sheet's printed labels in what tesseract recognised, tolerant of how it reads
 * Japanese: it puts spaces between kanji ('外向 性'), splits or merges words, and misreads a
 * character now and then. Every line becomes one string without spaces or table rules, each
 * character remembering its word; a label is found by approximate substring matching (Sellers'
 * edit distance) on those strings, and the labels of a sheet are assigned best match first, so
 * two labels never claim the same words.
 */
import type { OcrPage } from './tesseract.ts';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  /** 0–100. */
  confidence: number;
  bbox: Box;
}

export interface OcrLine {
  words: OcrWord[];
  bbox: Box;
  /** The text's baseline, slanted like the scan. */
  baseline: Box;
  /** The normalised characters of the line and the word each came from. */
  chars: string;
  wordOf: number[];
}

/** Characters tesseract reads from table rules, bars and noise; never part of a label. */
const NOISE = /[\s|｜[\]「」『』_＿—―~〜・·.,。、，:：;；'"`()（）{}<>＜＞]/gu;

/** NFKC (full-width digits and letters to ASCII), upper case, without spaces, rules or marks. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toUpperCase().replace(NOISE, '').replace(/-/g, '');
}

/** The lines of a recognised page, in reading order. */
export function linesOf(page: OcrPage): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words.map((w) => ({ text: w.text, confidence: w.confidence, bbox: w.bbox }));
        let chars = '';
        const wordOf: number[] = [];
        for (const [i, word] of words.entries()) {
          const n = normalise(word.text);
          chars += n;
          for (let k = 0; k < n.length; k++) wordOf.push(i);
        }
        lines.push({ words, bbox: line.bbox, baseline: line.baseline, chars, wordOf });
      }
    }
  }
  return lines;
}

export interface Match {
  distance: number;
  /** Character range [start, end) in the line's `chars`. */
  start: number;
  end: number;
}

/** The substring of `text` closest to `pattern` (edit distance), leftmost among equals. */
export function approximateMatch(pattern: string, text: string): Match | null {
  const m = pattern.length;
  const n = text.length;
  if (m === 0 || n === 0) return null;
  // Column-wise DP over the text: prev[i] = distance of pattern[0..i) ending at text position j.
  let prev = new Array<number>(m + 1);
  let prevStart = new Array<number>(m + 1);
  let cur = new Array<number>(m + 1);
  let curStart = new Array<number>(m + 1);
  for (let i = 0; i <= m; i++) {
    prev[i] = i;
    prevStart[i] = 0;
  }
  let best: Match | null = null;
  for (let j = 1; j <= n; j++) {
    cur[0] = 0;
    curStart[0] = j;
    for (let i = 1; i <= m; i++) {
      const sub = (prev[i - 1] as number) + (pattern[i - 1] === text[j - 1] ? 0 : 1);
      const del = (prev[i] as number) + 1;
      const ins = (cur[i - 1] as number) + 1;
      if (sub <= del && sub <= ins) {
        cur[i] = sub;
        curStart[i] = prevStart[i - 1] as number;
      } else if (ins <= del) {
        cur[i] = ins;
        curStart[i] = curStart[i - 1] as number;
      } else {
        cur[i] = del;
        curStart[i] = prevStart[i] as number;
      }
    }
    const d = cur[m] as number;
    if (!best || d < best.distance) best = { distance: d, start: curStart[m] as number, end: j };
    [prev, cur] = [cur, prev];
    [prevStart, curStart] = [curStart, prevStart];
  }
  return best;
}

/** Edits a label of this many characters may need and still count as found. */
export function allowedDistance(length: number): number {
  if (length <= 2) return 0;
  if (length <= 4) return 1;
  return Math.floor(length / 3);
}

export interface FoundLabel {
  key: string;
  line: OcrLine;
  lineIndex: number;
  /** Indexes of the label's first and last word in the line. */
  firstWord: number;
  lastWord: number;
  /** Character range of the label in the line. */
  start: number;
  end: number;
  distance: number;
}

/**
 * Finds each label (key → printed text) once on the page. Candidates are taken best first
 * (fewest edits, then the longer label): a word used by one label is not used by another.
 */
export function findLabels(lines: OcrLine[], labels: Record<string, string>): Map<string, FoundLabel> {
  const candidates: (FoundLabel & { length: number })[] = [];
  for (const [key, text] of Object.entries(labels)) {
    const pattern = normalise(text);
    const allowed = allowedDistance(pattern.length);
    for (const [lineIndex, line] of lines.entries()) {
      let offset = 0;
      // Every occurrence on the line: a line may hold two columns.
      while (offset < line.chars.length) {
        const match = approximateMatch(pattern, line.chars.slice(offset));
        if (!match) break;
        const start = offset + match.start;
        // A two-character label misread by one character ('判定' as '利定') counts only where a
        // label stands, at the start of its line; anywhere else one shared kanji is no evidence.
        const shortAtStart = pattern.length === 2 && match.distance === 1 && start === 0;
        if (match.distance > allowed && !shortAtStart) break;
        const end = offset + match.end;
        candidates.push({
          key,
          line,
          lineIndex,
          firstWord: line.wordOf[start] as number,
          lastWord: line.wordOf[end - 1] as number,
          start,
          end,
          distance: match.distance,
          length: pattern.length,
        });
        offset = end;
      }
    }
  }
  candidates.sort((a, b) => a.distance - b.distance || b.length - a.length);
  const found = new Map<string, FoundLabel>();
  const usedChars = new Map<number, Set<number>>();
  for (const c of candidates) {
    if (found.has(c.key)) continue;
    const used = usedChars.get(c.lineIndex) ?? new Set<number>();
    let clash = false;
    for (let i = c.start; i < c.end && !clash; i++) clash = used.has(i);
    if (clash) continue;
    for (let i = c.start; i < c.end; i++) used.add(i);
    usedChars.set(c.lineIndex, used);
    const { length: _length, ...label } = c;
    found.set(c.key, label);
  }
  return found;
}
