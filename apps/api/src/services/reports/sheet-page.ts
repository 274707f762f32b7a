/**
 * Page 1 of a report: the one-page interview sheet. Who, which diagnosis and when; the rank large
 * with the rule that decided it; validity flags in an alert box; the main T-scores as bars with
 * the 40–60 band; three strengths and three cautions; and the questions to ask in the interview.
 */
import { ApplicantMetric, DiagnosisType, EmploymentType, formatDateJa, PERSON_FIELDS } from '@mirume/shared';
import { rankLabel } from '@mirume/shared/vital/criteria';
import { type InterviewPoint, interviewSheet } from './interview.ts';
import {
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  formatT,
  heading,
  line,
  PAGE,
  type PdfDoc,
  tAxis,
  tBar,
  write,
} from './pdf-doc.ts';
import type { ReportInput } from './report-input.ts';

const RANK_COLOR: Record<string, string> = {
  OK: COLOR.good,
  A_RANK: COLOR.good,
  B_RANK: COLOR.primary,
  C_RANK: COLOR.warn,
  CONSIDERING: COLOR.warn,
  NG: COLOR.alert,
};

function drawHeader(doc: PdfDoc, input: ReportInput, y: number) {
  const { person, result } = input;
  write(doc, '面接シート', PAGE.margin, y, { size: 18, bold: true, color: COLOR.primary, lineBreak: false });
  write(doc, `ミルメバイタル ${DiagnosisType.labels[result.diagnosis_type]}`, PAGE.margin, y + 6, {
    size: 9,
    color: COLOR.muted,
    width: CONTENT_WIDTH,
    align: 'right',
    lineBreak: false,
  });
  doc
    .lineWidth(1)
    .strokeColor(COLOR.primary)
    .moveTo(PAGE.margin, y + 30)
    .lineTo(PAGE.width - PAGE.margin, y + 30)
    .stroke();

  const top = y + 40;
  const left = CONTENT_WIDTH - 180;
  line(doc, `${person.kana_last_name} ${person.kana_first_name}`, PAGE.margin, top, left, {
    size: 8.5,
    color: COLOR.muted,
  });
  line(doc, `${person.last_name} ${person.first_name}`, PAGE.margin, top + 12, left, {
    size: 20,
    bold: true,
  });
  const facts = [
    [PERSON_FIELDS.employee_id.label, person.employee_number],
    ['雇用形態', EmploymentType.labels[person.employment_type]],
    ['診断の種類', DiagnosisType.labels[result.diagnosis_type]],
    ['受検日', formatDateJa(result.taken_at)],
  ];
  facts.forEach(([label, value], i) => {
    const fx = PAGE.margin + (i % 2) * (left / 2);
    const fy = top + 46 + Math.floor(i / 2) * 14;
    write(doc, label as string, fx, fy, { size: 8, color: COLOR.muted, lineBreak: false });
    line(doc, value as string, fx + 52, fy, left / 2 - 56, { size: 9 });
  });

  const bx = PAGE.width - PAGE.margin - 170;
  const rankColor = RANK_COLOR[result.rank] ?? COLOR.primary;
  doc.lineWidth(1.5).roundedRect(bx, top, 170, 74, 6).fillAndStroke('#FFFFFF', rankColor);
  write(doc, '判定', bx + 10, top + 6, { size: 8, color: COLOR.muted, lineBreak: false });
  write(doc, rankLabel(result.diagnosis_type, result.rank), bx, top + 18, {
    size: 30,
    bold: true,
    color: rankColor,
    width: 170,
    align: 'center',
    lineBreak: false,
  });
  return top + 84;
}

function drawRule(doc: PdfDoc, input: ReportInput, y: number) {
  const { rank_rule, validity } = input.result;
  const text = `判定の根拠：${rank_rule.text}`;
  const h = write(doc, text, PAGE.margin + 8, y + 5, { size: 9, width: CONTENT_WIDTH - 16 }) + 10;
  doc.rect(PAGE.margin, y, 3, h).fill(RANK_COLOR[input.result.rank] ?? COLOR.primary);
  y += h + 6;
  if (validity.flags.length === 0) return y;
  const alert = `受検時の注意：${validity.flags.join('、')}`;
  const note = 'この記録は有効と判定されていますが、受検中の状況を確認したうえで結果を読んでください。';
  const ah = doc.fontSize(9).heightOfString(alert, { width: CONTENT_WIDTH - 20 }) + 26;
  doc
    .lineWidth(1)
    .roundedRect(PAGE.margin, y, CONTENT_WIDTH, ah, 4)
    .fillAndStroke(COLOR.alertBg, COLOR.alert);
  write(doc, alert, PAGE.margin + 10, y + 6, {
    size: 9,
    bold: true,
    color: COLOR.alert,
    width: CONTENT_WIDTH - 20,
  });
  write(doc, note, PAGE.margin + 10, y + ah - 17, {
    size: 7.5,
    color: COLOR.alert,
    width: CONTENT_WIDTH - 20,
    lineBreak: false,
  });
  return y + ah + 8;
}

/** The applicant metrics (every result carries them) as a compact column of bars. */
function drawChart(doc: PdfDoc, input: ReportInput, x: number, y: number, width: number) {
  y = heading(doc, '主な指標（T得点）', y, x, width);
  const labelW = 78;
  const valueW = 28;
  const barW = width - labelW - valueW - 6;
  const rowH = 15.5;
  for (const key of ApplicantMetric.values) {
    const t = input.result.metrics[key]?.t ?? null;
    line(doc, ApplicantMetric.labels[key], x, y + 1, labelW, { size: 8 });
    tBar(doc, x + labelW, y + 2, barW, 9, t);
    write(doc, formatT(t), x + labelW + barW + 2, y + 1, {
      size: 8,
      bold: true,
      width: valueW + 4,
      align: 'right',
      lineBreak: false,
    });
    y += rowH;
  }
  tAxis(doc, x + labelW, y, barW);
  write(doc, '網かけ：40〜60（標準の範囲）、縦線：平均50', x, y + 11, {
    size: 6.5,
    color: COLOR.muted,
    width,
    lineBreak: false,
  });
  return y + 24;
}

function drawPoints(
  doc: PdfDoc,
  title: string,
  points: InterviewPoint[],
  mark: string,
  color: string,
  at: { x: number; y: number; width: number },
) {
  const { x, width } = at;
  let y = heading(doc, title, at.y, x, width);
  for (const p of points) {
    write(doc, mark, x, y, { size: 9, bold: true, color, lineBreak: false });
    const note = p.note ? `・${p.note}` : '';
    line(doc, `${p.label}（T得点 ${formatT(p.t)}${note}）`, x + 12, y, width - 12, { size: 8.5, bold: true });
    y += 13;
    y += write(doc, p.text, x + 12, y, { size: 8.5, width: width - 12 }) + 5;
  }
  return y;
}

export function drawSheetPage(doc: PdfDoc, input: ReportInput) {
  let y = drawHeader(doc, input, PAGE.margin);
  y = drawRule(doc, input, y);

  const sheet = interviewSheet(input.result.metrics);
  const gap = 18;
  const leftW = 236;
  const rightX = PAGE.margin + leftW + gap;
  const rightW = CONTENT_WIDTH - leftW - gap;
  const chartEnd = drawChart(doc, input, PAGE.margin, y, leftW);
  let right = drawPoints(doc, '強み', sheet.strengths, '＋', COLOR.good, { x: rightX, y, width: rightW });
  right = drawPoints(doc, '確認したい点', sheet.cautions, '！', COLOR.warn, {
    x: rightX,
    y: right + 2,
    width: rightW,
  });

  y = Math.max(chartEnd, right) + 6;
  y = heading(doc, '面接で確かめたい質問', y);
  sheet.questions.forEach((q, i) => {
    write(doc, `${i + 1}.`, PAGE.margin, y, {
      size: 9.5,
      bold: true,
      color: COLOR.primary,
      lineBreak: false,
    });
    const h = write(doc, q.question, PAGE.margin + 16, y, { size: 9.5, width: CONTENT_WIDTH - 110 });
    write(doc, `（${q.label}）`, PAGE.width - PAGE.margin - 92, y + 1, {
      size: 7.5,
      color: COLOR.muted,
      width: 92,
      align: 'right',
      lineBreak: false,
    });
    y += h + 6;
  });

  const note =
    'T得点は50が平均で、40〜60に約7割の人が入ります。トラブルリスクはT得点が高いほどリスクが低いことを示します。' +
    'この結果は判断材料の一つです。面接での対話や職務経歴と合わせて判断し、結果だけで合否や処遇を決めないでください。';
  const h = doc.fontSize(7.5).heightOfString(note, { width: CONTENT_WIDTH - 16 }) + 10;
  const ny = Math.max(y + 4, CONTENT_BOTTOM - h);
  doc.rect(PAGE.margin, ny, CONTENT_WIDTH, h).fill(COLOR.panel);
  write(doc, note, PAGE.margin + 8, ny + 5, { size: 7.5, color: COLOR.muted, width: CONTENT_WIDTH - 16 });
}
