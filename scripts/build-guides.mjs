#!/usr/bin/env node
/**
 * Builds the guide PDFs the web app links to (GUIDE_PDF_PATHS) from the Markdown sources in
 * docs/guides/: `npm run guides`.
 *
 * The Markdown subset is parsed here (headings #/##/###, paragraphs, `-` and `1.` lists, pipe
 * tables, `>` notes, **bold** and `code` inline): the guides need nothing more, and a renderer
 * written for pdfkit keeps tables as vector drawings. Noto Sans JP comes from npm and pdfkit
 * embeds only the glyphs used, so each PDF stays small. Pdfkit breaks lines by UAX #14, which
 * treats Japanese characters as break opportunities and keeps 。、」 off the start of a line.
 *
 * Output is deterministic: the creation date comes from the `date:` of the front matter, and a
 * file is rewritten only when its bytes change.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'apps/web/public/guides');
const FONT_DIR = path.dirname(
  createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-jp/package.json'),
);
const FONTS = {
  regular: path.join(FONT_DIR, '400Regular/NotoSansJP_400Regular.ttf'),
  bold: path.join(FONT_DIR, '700Bold/NotoSansJP_700Bold.ttf'),
};

/** Source → file name under /guides/ (the names of GUIDE_PDF_PATHS in packages/shared). */
const GUIDES = [
  { source: 'docs/guides/user-manual.md', output: 'mirume-user-manual.pdf' },
  { source: 'docs/guides/diagnosis-details.md', output: 'mirume-diagnosis-details.pdf' },
  { source: 'docs/guides/detailed-guide.md', output: 'mirume-detailed-guide.pdf' },
];

const SERVICE_NAME = 'ミルメ';
const SERVICE_SUBTITLE = '人材診断サービス';
const COLOR = {
  primary: '#418BFB',
  heading: '#17407E',
  text: '#1F2933',
  muted: '#5F6B7A',
  code: '#1A5FCC',
  border: '#B8C4D0',
  tableHead: '#EAF2FF',
  note: '#F3F7FE',
};
const MARGIN = { top: 66, bottom: 62, left: 50, right: 50 };
const BODY = { size: 10, lineGap: 4.2 };
/** Tables up to this height (pt) move to the next page whole rather than split. */
const KEEP_TABLE_TOGETHER = 240;

// ---------------------------------------------------------------- Markdown subset → blocks

function parseFrontMatter(text) {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) throw new Error('front matter (--- … ---) is missing');
  const meta = {};
  for (const line of match[1].split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) meta[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  for (const key of ['title', 'date']) if (!meta[key]) throw new Error(`front matter needs "${key}:"`);
  return { meta, body: text.slice(match[0].length) };
}

/** 「2026年11月」 → 1 November 2026, 00:00 UTC. */
function issueDate(label) {
  const match = /^(\d{4})年(\d{1,2})月/.exec(label);
  if (!match) throw new Error(`date "${label}" is not like 2026年11月`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

const LIST_ITEM = /^(\s*)([-*]|\d+\.)\s+(.*)$/;
const isBlockStart = (line) => /^(#{1,3}\s|\||>)/.test(line) || LIST_ITEM.test(line);

/** Joins wrapped source lines: no space between Japanese text, one space between Latin words. */
function joinLines(a, b) {
  const ascii = /[\x21-\x7E]/;
  return ascii.test(a.at(-1) ?? '') && ascii.test(b[0] ?? '') ? `${a} ${b}` : `${a}${b}`;
}

const splitRow = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

function parseBlocks(body) {
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  const blocks = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (!line.trim()) {
      i++;
    } else if (heading) {
      blocks.push({ type: 'heading', level: heading[1].length, text: heading[2].trim() });
      i++;
    } else if (line.startsWith('|')) {
      const rows = [];
      while (i < lines.length && lines[i].startsWith('|')) rows.push(splitRow(lines[i++]));
      const [header, , ...body] = rows;
      blocks.push({ type: 'table', header, rows: body });
    } else if (line.startsWith('>')) {
      const paragraphs = [''];
      while (i < lines.length && lines[i].startsWith('>')) {
        const text = lines[i++].replace(/^>\s?/, '').trim();
        if (!text) paragraphs.push('');
        else paragraphs[paragraphs.length - 1] = joinLines(paragraphs.at(-1), text);
      }
      blocks.push({ type: 'note', paragraphs: paragraphs.filter(Boolean) });
    } else if (LIST_ITEM.test(line)) {
      const items = [];
      while (i < lines.length && lines[i].trim() && !/^(#|\||>)/.test(lines[i])) {
        const item = LIST_ITEM.exec(lines[i]);
        if (item) {
          const [, indent, marker, text] = item;
          items.push({ depth: Math.floor(indent.length / 2), marker, text });
        } else {
          items[items.length - 1].text = joinLines(items.at(-1).text, lines[i].trim());
        }
        i++;
      }
      blocks.push({ type: 'list', items });
    } else {
      let text = line.trim();
      i++;
      while (i < lines.length && lines[i].trim() && !isBlockStart(lines[i])) {
        text = joinLines(text, lines[i++].trim());
      }
      blocks.push({ type: 'paragraph', text });
    }
  }
  return blocks;
}

/** Inline runs: **bold**, `code`, plain. */
function runs(text) {
  return text
    .split(/(\*\*[^*]+\*\*|`[^`]+`)/)
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith('**')) return { text: part.slice(2, -2), bold: true };
      if (part.startsWith('`')) return { text: part.slice(1, -1), code: true };
      return { text: part };
    });
}
const plain = (text) =>
  runs(text)
    .map((r) => r.text)
    .join('');

// ---------------------------------------------------------------- layout helpers

const contentWidth = (doc) => doc.page.width - MARGIN.left - MARGIN.right;
const pageBottom = (doc) => doc.page.height - MARGIN.bottom;
const currentPage = (doc) => {
  const range = doc.bufferedPageRange();
  return range.start + range.count;
};

/** Starts a new page unless `height` still fits below the cursor. */
function ensureSpace(doc, height) {
  const atTop = doc.y <= MARGIN.top + 1;
  if (!atTop && doc.y + height > pageBottom(doc)) doc.addPage();
}

/** Height of rich text; bold anywhere is measured as bold throughout (a safe upper bound). */
function richHeight(doc, text, { width, size = BODY.size, lineGap = BODY.lineGap, bold = false }) {
  const anyBold = bold || runs(text).some((r) => r.bold);
  return doc
    .font(anyBold ? 'bold' : 'regular')
    .fontSize(size)
    .heightOfString(plain(text), { width, lineGap });
}

function richText(doc, text, { x, y = doc.y, width, size = BODY.size, color = COLOR.text, ...options }) {
  const parts = runs(text);
  doc.fontSize(size);
  parts.forEach((part, k) => {
    doc.font(part.bold || options.bold ? 'bold' : 'regular');
    doc.fillColor(part.code ? COLOR.code : color);
    const opts = { lineGap: BODY.lineGap, ...options, width, continued: k < parts.length - 1 };
    if (k === 0) doc.text(part.text, x, y, opts);
    else doc.text(part.text, opts);
  });
  doc.fillColor(COLOR.text);
}

// ---------------------------------------------------------------- blocks → PDF

/** Height of a heading with the space above it, for keeping it with what follows. */
const HEADING_HEIGHT = { 1: 58, 2: 36, 3: 23 };

function drawHeading(ctx, block, k) {
  const { doc } = ctx;
  const width = contentWidth(doc);
  const atTop = doc.y <= MARGIN.top + 1;
  const keep = Math.max(startHeight(ctx, k), { 1: 140, 2: 90, 3: 60 }[block.level]);
  if (block.level === 1) {
    if (!atTop) doc.y += 16;
    ensureSpace(doc, keep);
    ctx.record(`h${k}`, block);
    richText(doc, block.text, { x: MARGIN.left, width, size: 16, color: COLOR.heading, bold: true });
    const lineY = doc.y + 3;
    doc.rect(MARGIN.left, lineY, width, 1.6).fill(COLOR.primary);
    doc.y = lineY + 12;
  } else if (block.level === 2) {
    if (!atTop) doc.y += 10;
    ensureSpace(doc, keep);
    ctx.record(`h${k}`, block);
    const top = doc.y;
    richText(doc, block.text, { x: MARGIN.left + 10, width: width - 10, size: 12.5, bold: true });
    doc.rect(MARGIN.left, top + 2, 3.5, doc.y - top - 4).fill(COLOR.primary);
    doc.y += 6;
  } else {
    if (!atTop) doc.y += 4;
    ensureSpace(doc, keep);
    richText(doc, block.text, { x: MARGIN.left, width, size: 10.5, color: COLOR.heading, bold: true });
    doc.y += 3;
  }
}

function drawParagraph(ctx, block, k) {
  const { doc } = ctx;
  ensureSpace(doc, startHeight(ctx, k));
  richText(doc, block.text, { x: MARGIN.left, width: contentWidth(doc) });
  doc.y += 7;
}

function drawList(ctx, block) {
  const { doc } = ctx;
  const lineHeight = doc.font('regular').fontSize(BODY.size).currentLineHeight(true) + BODY.lineGap;
  for (const item of block.items) {
    const ordered = /\d/.test(item.marker);
    const x = MARGIN.left + 4 + item.depth * 16;
    const textX = x + (ordered ? 17 : 12);
    ensureSpace(doc, lineHeight);
    const y = doc.y;
    if (ordered) {
      doc.font('regular').fontSize(BODY.size).fillColor(COLOR.text);
      doc.text(item.marker, x, y, { width: 16, lineBreak: false });
    } else {
      const r = item.depth === 0 ? 1.9 : 1.6;
      const dot = doc.circle(x + 3, y + BODY.size * 0.78, r);
      if (item.depth === 0) dot.fill(COLOR.primary);
      else dot.lineWidth(0.8).stroke(COLOR.muted);
    }
    richText(doc, item.text, { x: textX, y, width: MARGIN.left + contentWidth(doc) - textX });
    doc.y += 2.5;
  }
  doc.y += 5;
}

/** Column widths: short columns keep their natural width, long ones share the rest. */
function columnWidths(natural, available) {
  const widths = new Array(natural.length);
  const order = natural.map((w, i) => [w, i]).sort((a, b) => a[0] - b[0]);
  let remaining = available;
  for (let k = 0; k < order.length; k++) {
    const [w, i] = order[k];
    const share = remaining / (order.length - k);
    if (w <= share) {
      widths[i] = w;
      remaining -= w;
      continue;
    }
    const rest = order.slice(k);
    const total = rest.reduce((sum, [rw]) => sum + rw, 0);
    for (const [rw, ri] of rest) widths[ri] = (remaining * rw) / total;
    remaining = 0;
    break;
  }
  const used = widths.reduce((a, b) => a + b, 0);
  return widths.map((w) => (w * available) / used);
}

const TABLE = { size: 9, lineGap: 2.6, pad: 5 };
const tableCell = (row, c) => row[c] ?? '';

/** Column widths, centring, row heights and the height the table needs to start on a page. */
function measureTable(doc, block) {
  const { size, lineGap, pad } = TABLE;
  const natural = block.header.map((head, c) => {
    doc.fontSize(size);
    const widest = Math.max(
      doc.font('bold').widthOfString(plain(head)),
      ...block.rows.map((row) => doc.font('regular').widthOfString(plain(tableCell(row, c)))),
    );
    return widest + 2 * pad + 2;
  });
  // A column of marks (○, －, 表示なし) is centred, its heading too, and all such columns are as wide.
  const centred = block.header.map((_, c) => block.rows.every((row) => plain(tableCell(row, c)).length <= 4));
  const markWidth = Math.max(0, ...natural.filter((_, c) => centred[c]));
  const widths = columnWidths(
    natural.map((w, c) => (centred[c] ? markWidth : w)),
    contentWidth(doc),
  );
  const rowHeight = (row, isHead) =>
    Math.max(
      ...row.map(
        (text, c) =>
          richHeight(doc, text, { width: widths[c] - 2 * pad, size, lineGap, bold: isHead }) + 2 * pad,
      ),
    );
  // A short table is kept on one page; a long one starts with its heading and two rows at least.
  const heights = block.rows.map((row) => rowHeight(row, false));
  const whole = heights.reduce((a, b) => a + b, 0);
  const rows = whole <= KEEP_TABLE_TOGETHER ? whole : heights[0] + (heights[1] ?? 0);
  return { widths, centred, rowHeight, start: rowHeight(block.header, true) + rows };
}

function drawTable(ctx, block) {
  const { doc } = ctx;
  const { size, lineGap, pad } = TABLE;
  const { widths, centred, rowHeight, start } = measureTable(doc, block);
  const drawRow = (row, isHead) => {
    const height = rowHeight(row, isHead);
    const y = doc.y;
    let x = MARGIN.left;
    for (let c = 0; c < block.header.length; c++) {
      if (isHead) doc.rect(x, y, widths[c], height).fill(COLOR.tableHead);
      richText(doc, tableCell(row, c), {
        x: x + pad,
        y: y + pad,
        width: widths[c] - 2 * pad,
        height: height + size,
        size,
        lineGap,
        bold: isHead,
        align: centred[c] ? 'center' : 'left',
      });
      doc.lineWidth(0.6).rect(x, y, widths[c], height).stroke(COLOR.border);
      x += widths[c];
    }
    doc.y = y + height;
  };

  ensureSpace(doc, start);
  drawRow(block.header, true);
  for (const row of block.rows) {
    if (doc.y + rowHeight(row, false) > pageBottom(doc)) {
      doc.addPage();
      drawRow(block.header, true);
    }
    drawRow(row, false);
  }
  doc.x = MARGIN.left;
  doc.y += 10;
}

const NOTE = { pad: 9, gap: 4 };

function measureNote(doc, block) {
  const { pad, gap } = NOTE;
  const width = contentWidth(doc) - 2 * pad - 4;
  const heights = block.paragraphs.map((text) => richHeight(doc, text, { width }));
  const height = heights.reduce((a, b) => a + b, 0) + gap * (heights.length - 1) + 2 * pad;
  return { width, heights, height };
}

function drawNote(ctx, block) {
  const { doc } = ctx;
  const { pad, gap } = NOTE;
  const { width, heights, height } = measureNote(doc, block);
  ensureSpace(doc, height);
  const top = doc.y;
  doc.rect(MARGIN.left, top, contentWidth(doc), height).fill(COLOR.note);
  doc.rect(MARGIN.left, top, 3, height).fill(COLOR.primary);
  let y = top + pad;
  block.paragraphs.forEach((text, k) => {
    richText(doc, text, { x: MARGIN.left + pad + 4, y, width });
    y += heights[k] + gap;
  });
  doc.y = top + height + 9;
}

/**
 * The height block k needs at the bottom of a page before it may start there: a heading takes
 * what follows along, a short introduction stays with the list or table it introduces, and a
 * paragraph leaves at least three lines.
 */
function startHeight(ctx, k) {
  const { doc, blocks } = ctx;
  const block = blocks[k];
  const width = contentWidth(doc);
  const line = doc.font('regular').fontSize(BODY.size).currentLineHeight(true) + BODY.lineGap;
  switch (block?.type) {
    case 'heading':
      return HEADING_HEIGHT[block.level] + startHeight(ctx, k + 1);
    case 'paragraph': {
      const height = richHeight(doc, block.text, { width }) + 7;
      const next = blocks[k + 1]?.type;
      const introduces = next === 'list' || next === 'table' || next === 'note';
      if (introduces && height <= 3 * line) return height + startHeight(ctx, k + 1);
      return Math.min(height, 3 * line);
    }
    case 'list':
      return richHeight(doc, block.items[0].text, { width: width - 20 }) + 2.5;
    case 'table':
      return measureTable(doc, block).start;
    case 'note':
      return measureNote(doc, block).height;
    default:
      return 0;
  }
}

const DRAW = {
  heading: drawHeading,
  paragraph: drawParagraph,
  list: drawList,
  table: drawTable,
  note: drawNote,
};

// ---------------------------------------------------------------- cover, contents, page chrome

function drawLogoMark(doc, x, y, size) {
  doc.roundedRect(x, y, size, size, size * 0.22).fill('#FFFFFF');
  const c = size / 2;
  doc
    .circle(x + c, y + c, size * 0.234)
    .lineWidth(size * 0.094)
    .stroke(COLOR.primary);
  doc.circle(x + c, y + c, size * 0.0875).fill(COLOR.primary);
}

function drawCover(doc, meta) {
  const width = doc.page.width;
  doc.rect(0, 0, width, 250).fill(COLOR.primary);
  drawLogoMark(doc, MARGIN.left, 70, 46);
  doc.font('bold').fontSize(28).fillColor('#FFFFFF');
  doc.text(SERVICE_NAME, MARGIN.left + 60, 66, { lineBreak: false, characterSpacing: 3 });
  doc
    .font('regular')
    .fontSize(11)
    .text(SERVICE_SUBTITLE, MARGIN.left + 62, 106, { lineBreak: false });

  const textWidth = contentWidth(doc);
  doc.font('bold').fontSize(26).fillColor(COLOR.text);
  doc.text(meta.title, MARGIN.left, 300, { width: textWidth });
  if (meta.subtitle) {
    doc.moveDown(0.3).font('regular').fontSize(12).fillColor(COLOR.muted);
    doc.text(meta.subtitle, { width: textWidth });
  }
  doc.rect(MARGIN.left, doc.y + 16, 60, 3).fill(COLOR.primary);
  if (meta.summary) {
    doc.font('regular').fontSize(10.5).fillColor(COLOR.text);
    doc.text(meta.summary, MARGIN.left, doc.y + 40, { width: textWidth * 0.85, lineGap: 5 });
  }

  const bottom = doc.page.height - 165;
  doc.rect(MARGIN.left, bottom - 14, textWidth, 0.8).fill(COLOR.border);
  doc.font('bold').fontSize(11).fillColor(COLOR.text);
  doc.text(`${meta.date}版`, MARGIN.left, bottom, { lineBreak: false });
  doc.font('regular').fontSize(10).fillColor(COLOR.muted);
  doc.text(`${SERVICE_NAME} 運営事務局`, MARGIN.left, bottom + 20, { lineBreak: false });
  doc.fontSize(8.5);
  doc.text(
    '本書の内容は、サービスの改善にともない予告なく変更することがあります。最新版は、ミルメの画面からダウンロードしてください。',
    MARGIN.left,
    bottom + 50,
    { width: textWidth, lineGap: 3 },
  );
}

/** The contents page(s): chapters and sections with page numbers and links. */
function drawContents(ctx, entries) {
  const { doc } = ctx;
  doc.addPage();
  const width = contentWidth(doc);
  doc.font('bold').fontSize(16).fillColor(COLOR.heading).text('目次', MARGIN.left, doc.y, { width });
  doc.rect(MARGIN.left, doc.y + 3, width, 1.6).fill(COLOR.primary);
  doc.y += 16;
  for (const entry of entries) {
    const chapter = entry.level === 1;
    const size = chapter ? 10.5 : 9.5;
    const indent = chapter ? 0 : 18;
    const lineHeight = size * 1.45 + (chapter ? 7 : 4);
    if (chapter) doc.y += 4;
    ensureSpace(doc, lineHeight);
    const y = doc.y;
    const page = String(ctx.pages.get(entry.id) ?? '');
    doc
      .font(chapter ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(COLOR.text);
    const title = plain(entry.text);
    const titleWidth = doc.widthOfString(title);
    doc.text(title, MARGIN.left + indent, y, { lineBreak: false });
    const pageWidth = doc.widthOfString(page);
    doc.text(page, MARGIN.left + width - pageWidth, y, { lineBreak: false });
    const dotsFrom = MARGIN.left + indent + titleWidth + 6;
    const dotsTo = MARGIN.left + width - pageWidth - 6;
    const dotY = y + size * 0.95;
    for (let x = dotsFrom; x < dotsTo; x += 4) doc.circle(x, dotY, 0.45).fill(COLOR.border);
    doc.goTo(MARGIN.left, y, width, size * 1.45, entry.id);
    doc.y = y + lineHeight;
  }
}

/** Running header and page number on every page but the cover. */
function drawPageChrome(doc, meta) {
  const range = doc.bufferedPageRange();
  const width = contentWidth(doc);
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const saved = doc.page.margins;
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    doc.font('regular').fontSize(8).fillColor(COLOR.muted);
    doc.text(`${SERVICE_NAME} ${meta.title}`, MARGIN.left, 34, { lineBreak: false });
    const edition = `${meta.date}版`;
    doc.text(edition, MARGIN.left + width - doc.widthOfString(edition), 34, { lineBreak: false });
    doc.rect(MARGIN.left, 48, width, 0.6).fill(COLOR.border);
    const label = `${i + 1} / ${range.count}`;
    doc.fontSize(8.5).fillColor(COLOR.muted);
    doc.text(label, (doc.page.width - doc.widthOfString(label)) / 2, doc.page.height - 38, {
      lineBreak: false,
    });
    doc.page.margins = saved;
  }
}

// ---------------------------------------------------------------- build

/** Lays the guide out once; `pages` (heading id → page number) fills the contents page. */
function render(guide, pages) {
  const date = issueDate(guide.meta.date);
  const title = `${SERVICE_NAME} ${guide.meta.title}`;
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    lang: 'ja-JP',
    displayTitle: true,
    info: {
      Title: title,
      Author: SERVICE_NAME,
      Subject: guide.meta.subtitle ?? guide.meta.title,
      Creator: `${SERVICE_NAME} scripts/build-guides.mjs`,
      Producer: 'PDFKit',
      CreationDate: date,
      ModDate: date,
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);

  const found = new Map();
  let outlineChapter = null;
  const ctx = {
    doc,
    blocks: guide.blocks,
    pages,
    record(id, block) {
      found.set(id, currentPage(doc));
      doc.addNamedDestination(id, 'XYZ', null, doc.page.height - doc.y + 12, null);
      const label = plain(block.text);
      if (block.level === 1) outlineChapter = doc.outline.addItem(label);
      else outlineChapter?.addItem(label);
    },
  };

  drawCover(doc, guide.meta);
  const entries = [];
  guide.blocks.forEach((block, k) => {
    if (block.type === 'heading' && block.level <= 2) entries.push({ ...block, id: `h${k}` });
  });
  drawContents(ctx, entries);
  doc.addPage();
  // A heading's id is h + its block index, so both passes and the contents page agree on it.
  for (const [k, block] of guide.blocks.entries()) DRAW[block.type](ctx, block, k);
  drawPageChrome(doc, guide.meta);
  return { doc, found };
}

function toBuffer(doc) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

async function build({ source, output }) {
  const { meta, body } = parseFrontMatter(readFileSync(path.join(ROOT, source), 'utf8'));
  const guide = { meta, blocks: parseBlocks(body) };
  // Pass 1 finds the page of every heading; pass 2 lays out the same pages with the numbers.
  const draft = render(guide, new Map());
  await toBuffer(draft.doc);
  const final = render(guide, draft.found);
  const pageCount = final.doc.bufferedPageRange().count;
  const bytes = await toBuffer(final.doc);
  const target = path.join(OUT_DIR, output);
  const unchanged = existsSync(target) && readFileSync(target).equals(bytes);
  if (!unchanged) writeFileSync(target, bytes);
  const kb = (bytes.length / 1024).toFixed(0);
  console.log(`${unchanged ? 'unchanged' : 'written  '} ${output}: ${pageCount} pages, ${kb} KB`);
  // The guide page (/guide) shows each guide's cover and chapters from this outline.
  const chapters = [];
  guide.blocks.forEach((block, k) => {
    if (block.type === 'heading' && block.level === 1) {
      chapters.push({ title: block.text, page: final.found.get(`h${k}`) ?? null });
    }
  });
  return {
    file: `/guides/${output}`,
    title: meta.title,
    subtitle: meta.subtitle ?? '',
    date: meta.date,
    summary: meta.summary ?? '',
    pages: pageCount,
    bytes: bytes.length,
    chapters,
  };
}

mkdirSync(OUT_DIR, { recursive: true });
const outlines = [];
for (const guide of GUIDES) outlines.push(await build(guide));
const outlinePath = path.join(OUT_DIR, 'guides.json');
const outline = `${JSON.stringify(outlines, null, 2)}\n`;
if (!existsSync(outlinePath) || readFileSync(outlinePath, 'utf8') !== outline)
  writeFileSync(outlinePath, outline);
