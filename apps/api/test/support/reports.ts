/**
 * Test helpers of the PDF reports: stored results of synthetic examinees (from results.ts),
 * and a small PDF reader that gives the page count and each page's text.
 *
 * The reader understands what pdfkit writes: numbered objects, Flate-compressed streams, pages in
 * the /Kids order of the page tree, text as hex glyph ids shown with Tj / TJ under a font whose
 * ToUnicode CMap maps the ids back to Unicode (bfrange arrays and bfchar entries).
 */
import { inflateSync } from 'node:zlib';
import { storeResult as storeSitting } from './results.ts';

export { createPerson } from './results.ts';

/** A completed, scored sitting of a synthetic examinee (results.ts); answers the result id. */
export async function storeResult(...args: Parameters<typeof storeSitting>): Promise<number> {
  return (await storeSitting(...args)).resultId;
}

// ---- reading PDFs back ----------------------------------------------------------------------

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const s = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let m = header.exec(s); m; m = header.exec(s)) {
    const start = header.lastIndex;
    const end = s.indexOf('endobj', start);
    const streamAt = s.indexOf('stream', start);
    if (streamAt !== -1 && streamAt < end) {
      const dict = s.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const dataStart = streamAt + (s.startsWith('stream\r\n', streamAt) ? 8 : 7);
      const raw = pdf.subarray(dataStart, dataStart + length);
      objects.set(Number(m[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
      header.lastIndex = dataStart + length;
    } else {
      objects.set(Number(m[1]), { dict: s.slice(start, end), stream: null });
      header.lastIndex = end;
    }
  }
  return objects;
}

const ref = (dict: string, key: string) => {
  const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : null;
};

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** Glyph id → text from a ToUnicode CMap. */
function readCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, list, single] of (body as string).matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(?:\[([^\]]*)\]|<([0-9a-f]+)>)/gi,
    )) {
      const a = Number.parseInt(from as string, 16);
      const b = Number.parseInt(to as string, 16);
      if (list !== undefined) {
        for (const [i, u] of [...list.matchAll(/<([0-9a-f]+)>/gi)].entries())
          map.set(a + i, utf16(u[1] as string));
      } else {
        const base = Number.parseInt(single as string, 16);
        for (let g = a; g <= b; g++) map.set(g, String.fromCharCode(base + g - a));
      }
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, g, u] of (body as string).matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      map.set(Number.parseInt(g as string, 16), utf16(u as string));
    }
  }
  return map;
}

/** Each page's text in page order (text runs joined without separators, lines by newlines). */
export function pdfPages(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const get = (id: number | null) => (id === null ? undefined : objects.get(id));
  const cmaps = new Map<number, Map<number, string>>();
  const fontMap = (fontId: number) => {
    if (!cmaps.has(fontId)) {
      const toUnicode = get(ref(get(fontId)?.dict ?? '', 'ToUnicode'));
      cmaps.set(fontId, readCMap(toUnicode?.stream?.toString('latin1') ?? ''));
    }
    return cmaps.get(fontId) as Map<number, string>;
  };
  const tree = [...objects.values()].find((o) => /\/Type \/Pages\b/.test(o.dict));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(tree?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map(
    (k) => Number(k[1]),
  );
  return kids.map((pageId) => {
    const page = get(pageId)?.dict ?? '';
    const resources = get(ref(page, 'Resources'))?.dict ?? '';
    const fonts = new Map(
      [...(/\/Font <<([\s\S]*?)>>/.exec(resources)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)].map((f) => [
        f[1] as string,
        Number(f[2]),
      ]),
    );
    const content = get(ref(page, 'Contents'))?.stream?.toString('latin1') ?? '';
    let text = '';
    let glyphs = new Map<number, string>();
    for (const op of content.matchAll(
      /\/(\w+) [\d.]+ Tf|\[((?:<[0-9a-f]*>|[^\]])*)\] TJ|<([0-9a-f]*)> Tj|(ET)/gi,
    )) {
      if (op[1]) glyphs = fontMap(fonts.get(op[1]) ?? -1);
      else if (op[4]) text += '\n';
      else {
        for (const [, hex] of (op[2] ?? `<${op[3]}>`).matchAll(/<([0-9a-f]*)>/gi)) {
          for (let i = 0; i + 4 <= (hex as string).length; i += 4) {
            text += glyphs.get(Number.parseInt((hex as string).slice(i, i + 4), 16)) ?? '\uFFFD';
          }
        }
      }
    }
    return text;
  });
}
