/**
 * Report documents: one result as a PDF (interview sheet + detail pages), and many results as one
 * PDF that opens with a cover listing them. Each report's pages are numbered on their own
 * (「1 / 3」) so a printed bundle separates cleanly; the combined file yields to the event loop
 * between reports so other requests keep being served while it is made.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { DiagnosisType, formatDateJa, formatDateTimeJa, PERSON_FIELDS } from '@mirume/shared';
import { rankLabel } from '@mirume/shared/vital/criteria';
import { drawDetailPages } from './detail-pages.ts';
import {
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  finishPages,
  line,
  newReportDocument,
  PAGE,
  type PdfDoc,
  toBuffer,
  write,
} from './pdf-doc.ts';
import type { ReportInput } from './report-input.ts';
import { drawSheetPage } from './sheet-page.ts';

const TITLE = 'ミルメ 適性診断レポート';

function drawReport(doc: PdfDoc, input: ReportInput, firstInDocument: boolean) {
  if (!firstInDocument) doc.addPage();
  drawSheetPage(doc, input);
  drawDetailPages(doc, input);
  finishPages(doc, `${input.person.last_name} ${input.person.first_name}`);
}

/** One report as PDF bytes. */
export function reportPdf(input: ReportInput): Promise<Buffer> {
  const doc = newReportDocument(`${TITLE}｜${input.person.last_name} ${input.person.first_name}`);
  drawReport(doc, input, true);
  return toBuffer(doc);
}

const COVER_ROW = 18;

/** The cover of a combined file: what it holds, one row per report in file order. */
function drawCover(
  doc: PdfDoc,
  inputs: readonly ReportInput[],
  type: 'senkou' | 'employee',
  createdAt: Date,
) {
  const header = () => {
    write(doc, `${TITLE} 一括出力`, PAGE.margin, PAGE.margin, {
      size: 18,
      bold: true,
      color: COLOR.primary,
      lineBreak: false,
    });
    write(
      doc,
      `${DiagnosisType.labels[type]}｜${inputs.length}名分｜作成日時 ${formatDateTimeJa(createdAt)}`,
      PAGE.margin,
      PAGE.margin + 30,
      { size: 9, color: COLOR.muted, width: CONTENT_WIDTH, lineBreak: false },
    );
    const y = PAGE.margin + 56;
    const style = { size: 8, color: COLOR.muted, lineBreak: false } as const;
    write(doc, 'No.', PAGE.margin, y, style);
    write(doc, '氏名', PAGE.margin + 36, y, style);
    write(doc, PERSON_FIELDS.employee_id.label, PAGE.margin + 230, y, style);
    write(doc, '受検日', PAGE.margin + 340, y, style);
    write(doc, '判定', PAGE.margin + 450, y, style);
    doc
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .moveTo(PAGE.margin, y + 14)
      .lineTo(PAGE.width - PAGE.margin, y + 14)
      .stroke();
    return y + 20;
  };
  let y = header();
  inputs.forEach(({ person, result }, i) => {
    if (y + COVER_ROW > CONTENT_BOTTOM) {
      doc.addPage();
      y = header();
    }
    write(doc, String(i + 1), PAGE.margin, y, { size: 9, lineBreak: false });
    line(doc, `${person.last_name} ${person.first_name}`, PAGE.margin + 36, y, 190, { size: 9 });
    line(doc, person.employee_number, PAGE.margin + 230, y, 105, { size: 9 });
    write(doc, formatDateJa(result.taken_at), PAGE.margin + 340, y, { size: 9, lineBreak: false });
    line(doc, rankLabel(result.diagnosis_type, result.rank), PAGE.margin + 450, y, 70, {
      size: 9,
      bold: true,
    });
    y += COVER_ROW;
  });
  finishPages(doc, '一括出力の目次');
}

/**
 * Many reports in one PDF, cover first, in the given order. `onProgress` is called after each
 * report with the number drawn so far.
 */
export async function combinedReportPdf(
  inputs: readonly ReportInput[],
  type: 'senkou' | 'employee',
  onProgress: (done: number) => void,
  createdAt = new Date(),
): Promise<Buffer> {
  const doc = newReportDocument(`${TITLE} 一括出力`);
  drawCover(doc, inputs, type, createdAt);
  for (const [i, input] of inputs.entries()) {
    await nextTurn();
    drawReport(doc, input, false);
    onProgress(i + 1);
  }
  return toBuffer(doc);
}
