/**
 * A row of buttons or chips that wraps onto a second line must space its items with the flex gap
 * (`useFlexGap`). Without it, MUI's Stack spaces a row with a left margin on every item but the
 * first, so an item that wraps to the start of the next line keeps that margin and stands
 * indented under the first (seen at 390 px: 「診断リンクを発行」 under the undiagnosed list's
 * heading). This reads every component's source and names each wrapping row Stack without it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A string, not new URL(): under jsdom, URL is jsdom's class, which fileURLToPath rejects.
const srcDir = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [file] : [];
  });
}

/** Each `<Stack …>` opening tag of the text: its attributes up to the `>` outside any braces. */
function stackTags(text: string): { at: number; tag: string }[] {
  const tags: { at: number; tag: string }[] = [];
  for (const match of text.matchAll(/<Stack\b/g)) {
    let depth = 0;
    let quote: string | null = null;
    let i = match.index + match[0].length;
    for (; i < text.length; i += 1) {
      const c = text[i];
      if (quote) {
        if (c === quote && text[i - 1] !== '\\') quote = null;
      } else if (c === "'" || c === '"' || c === '`') quote = c;
      else if (c === '{') depth += 1;
      else if (c === '}') depth -= 1;
      else if (c === '>' && depth === 0) break;
    }
    tags.push({ at: match.index, tag: text.slice(match.index, i + 1) });
  }
  return tags;
}

/** The Stacks laid out in a row (at any breakpoint) that wrap, without the flex gap: "file:line". */
function wrappingRowsWithoutGap(file: string, text = readFileSync(file, 'utf8')): string[] {
  return stackTags(text)
    .filter(
      ({ tag }) =>
        /direction=(\{[^}]*|")row/.test(tag) && /flexWrap:\s*'wrap'/.test(tag) && !/\buseFlexGap\b/.test(tag),
    )
    .map(({ at }) => `${path.relative(srcDir, file)}:${text.slice(0, at).split('\n').length}`);
}

describe('[LAYOUT] rows that wrap', () => {
  it('space their items with the flex gap, so a wrapped item starts its line flush', () => {
    const files = sources(srcDir);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => wrappingRowsWithoutGap(file))).toEqual([]);
  });

  it('finds a wrapping row without it (the check reads what it should)', () => {
    const file = path.join(srcDir, 'features/company/diagnosis/pages/undiagnosed-list-page.tsx');
    const text = readFileSync(file, 'utf8');
    expect(wrappingRowsWithoutGap(file, text)).toEqual([]);
    expect(wrappingRowsWithoutGap(file, text.replaceAll(' useFlexGap', '')).length).toBeGreaterThan(0);
  });
});
