/**
 * The guide PDFs the header and the account menu link to (GUIDE_PDF_PATHS) are real files in
 * public/guides/, built by `npm run guides` from docs/guides/*.md.
 *
 * It runs in the project's jsdom environment (node:fs works there too): the web project's shared
 * setup file clears window.localStorage after every test, which a node environment lacks.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GUIDE_PDF_PATHS } from '@mirume/shared';
import { describe, expect, it } from 'vitest';

// A string, not new URL(): under jsdom, URL is jsdom's class, which fileURLToPath rejects.
const srcDir = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.resolve(srcDir, '../public');
const guidesSourceDir = path.resolve(srcDir, '../../../docs/guides');

const GUIDES = [
  { name: '診断詳細ガイド', href: GUIDE_PDF_PATHS.diagnosisDetails, source: 'diagnosis-details.md' },
  { name: '操作マニュアル', href: GUIDE_PDF_PATHS.userManual, source: 'user-manual.md' },
  { name: '詳細ガイド', href: GUIDE_PDF_PATHS.detailedGuide, source: 'detailed-guide.md' },
];

const MAX_BYTES = 2 * 1024 * 1024;

describe('[GUIDES] the PDFs linked from the header and the account menu', () => {
  it.each(GUIDES)('$name is served at $href as a PDF with pages and an embedded font', ({ href }) => {
    const file = path.join(publicDir, href);
    expect(existsSync(file), `${href} is missing: run npm run guides`).toBe(true);
    expect(statSync(file).size).toBeLessThan(MAX_BYTES);

    const pdf = readFileSync(file).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // Japanese text needs the embedded TrueType font (no viewer-dependent substitution).
    expect(pdf).toContain('/FontFile2');
  });

  it.each(GUIDES)('$name has its Markdown source in docs/guides/$source', ({ source }) => {
    expect(existsSync(path.join(guidesSourceDir, source))).toBe(true);
  });
});

describe('[GUIDES] the outline the guide page shows', () => {
  it('lists every guide with its page count and chapters, as built with the PDFs', () => {
    const outline = JSON.parse(readFileSync(path.join(publicDir, 'guides/guides.json'), 'utf8')) as {
      file: string;
      title: string;
      pages: number;
      chapters: { title: string; page: number | null }[];
    }[];
    expect(outline.map((g) => g.file).sort()).toEqual(GUIDES.map((g) => g.href).sort());
    for (const guide of outline) {
      const pdf = readFileSync(path.join(publicDir, guide.file)).toString('latin1');
      expect(guide.pages, `${guide.file}: run npm run guides`).toBe(
        (pdf.match(/\/Type\s*\/Page(?!s)/g) ?? []).length,
      );
      expect(guide.chapters.length).toBeGreaterThanOrEqual(3);
      expect(guide.chapters.every((c) => typeof c.page === 'number' && c.page > 1)).toBe(true);
    }
  });
});
