/**
 * The PDF report of one third-party assessment result (HCI-AS, EMERGENETICS, energizer): who took
 * it, when and from which provider; the scores as vector charts — EMERGENETICS' ten groups as two
 * radars (personality, growth areas) and its 30 sub-items as bars grouped by group, HCI-AS's six
 * scales and total score as bars with the verdict and the check state, the energizer's six scales
 * as bars — each scale with its short explanation; and, when the person has an earlier result, its
 * values beside this one with the changes that exceed the instrument's noise marked.
 */
import {
  ASSESSMENT_DEFS,
  ASSESSMENT_ENTRY_METHOD_LABELS,
  type AssessmentScale,
  CheckState,
  EMERGENETIC_PART_LABELS,
  formatDateJa,
  groupScore,
  HCI_CHECK_STATE_LABEL,
  HCI_RESULT_LABEL,
  HciResult,
  PERSON_FIELDS,
  type TAssessmentRecord,
  type TEmergeneticRecord,
  type THciRecord,
} from '@mirume/shared';
import { Flow } from '../detail-pages.ts';
import {
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  finishPages,
  heading,
  line,
  newReportDocument,
  PAGE,
  type PdfDoc,
  toBuffer,
  write,
} from '../pdf-doc.ts';
import { type BarScale, radar } from './charts.ts';
import { drawScoreTable, type ScoreGroup, type ScoreRow } from './score-table.ts';

export interface AssessmentReportPerson {
  last_name: string;
  first_name: string;
  kana_last_name: string;
  kana_first_name: string;
  employee_number: string;
  department: string | null;
}

/** The person's result taken just before this one. */
export interface PreviousAssessment {
  taken_on: string;
  scores: Record<string, number>;
}

export interface AssessmentReportInput {
  record: TAssessmentRecord;
  previous: PreviousAssessment | null;
  person: AssessmentReportPerson;
  companyName: string;
}

/**
 * The norm's middle band of a scale: sten scores (1–10, mean 5.5, SD 2) 3.5–7.5 and percentiles
 * (0–100) 16–84, where about two thirds of people fall; the HCI total score has none.
 */
function barScale(instrument: TAssessmentRecord['instrument'], scale: AssessmentScale): BarScale {
  if (scale.min === 1 && scale.max === 10) return { min: 1, max: 10, band: [3.5, 7.5] };
  if (instrument === 'emergenetic') return { min: scale.min, max: scale.max, band: [16, 84] };
  return { min: scale.min, max: scale.max, band: null };
}

const fullName = (p: AssessmentReportPerson) => `${p.last_name} ${p.first_name}`;

function drawHeader(doc: PdfDoc, input: AssessmentReportInput) {
  const { record, person, previous } = input;
  const def = ASSESSMENT_DEFS[record.instrument];
  let y = PAGE.margin;
  write(doc, `${def.label} 結果レポート`, PAGE.margin, y, {
    size: 18,
    bold: true,
    color: COLOR.primary,
    lineBreak: false,
  });
  write(doc, input.companyName, PAGE.margin + 260, y + 6, {
    size: 9,
    color: COLOR.muted,
    width: CONTENT_WIDTH - 260,
    align: 'right',
    lineBreak: false,
  });
  doc
    .lineWidth(1)
    .strokeColor(COLOR.primary)
    .moveTo(PAGE.margin, y + 30)
    .lineTo(PAGE.width - PAGE.margin, y + 30)
    .stroke();

  y += 40;
  const hci = record.instrument === 'hci' ? record : null;
  const left = hci ? CONTENT_WIDTH - 180 : CONTENT_WIDTH;
  line(doc, `${person.kana_last_name} ${person.kana_first_name}`, PAGE.margin, y, left, {
    size: 8.5,
    color: COLOR.muted,
  });
  line(doc, fullName(person), PAGE.margin, y + 12, left, { size: 20, bold: true });
  const facts: [string, string][] = [
    [PERSON_FIELDS.employee_id.label, person.employee_number],
    [PERSON_FIELDS.department.label, person.department ?? '-'],
    ['会社名', input.companyName],
    ['検査', def.label],
    [def.dateLabel, formatDateJa(record.taken_on)],
    ['提供元', record.provider],
    ['入力方法', ASSESSMENT_ENTRY_METHOD_LABELS[record.entry_method]],
    ['前回の受検日', previous ? formatDateJa(previous.taken_on) : 'なし（初回）'],
  ];
  const half = left / 2;
  facts.forEach(([label, value], i) => {
    const fx = PAGE.margin + (i % 2) * half;
    const fy = y + 46 + Math.floor(i / 2) * 14;
    write(doc, label, fx, fy, { size: 8, color: COLOR.muted, lineBreak: false });
    line(doc, value, fx + 62, fy, half - 66, { size: 9 });
  });
  if (hci) drawVerdict(doc, hci, y);
  y += 46 + Math.ceil(facts.length / 2) * 14 + 6;

  if (record.remark) {
    const text = `備考：${record.remark}`;
    const h = doc.fontSize(8.5).heightOfString(text, { width: CONTENT_WIDTH - 16 }) + 10;
    doc.rect(PAGE.margin, y, CONTENT_WIDTH, h).fill(COLOR.panel);
    write(doc, text, PAGE.margin + 8, y + 5, { size: 8.5, width: CONTENT_WIDTH - 16 });
    y += h + 8;
  }
  return y + 4;
}

/** HCI-AS: the provider's verdict large, and whether a staff member has checked the result. */
function drawVerdict(doc: PdfDoc, record: THciRecord, y: number) {
  const bx = PAGE.width - PAGE.margin - 170;
  const color = record.result === 'passed' ? COLOR.good : COLOR.alert;
  doc.lineWidth(1.5).roundedRect(bx, y, 170, 96, 6).fillAndStroke('#FFFFFF', color);
  write(doc, HCI_RESULT_LABEL, bx + 10, y + 6, { size: 8, color: COLOR.muted, lineBreak: false });
  write(doc, HciResult.labels[record.result], bx, y + 18, {
    size: 28,
    bold: true,
    color,
    width: 170,
    align: 'center',
    lineBreak: false,
  });
  const checked = record.check_state === 'checked';
  write(doc, `${HCI_CHECK_STATE_LABEL}：${CheckState.labels[record.check_state]}`, bx, y + 72, {
    size: 9,
    bold: !checked,
    color: checked ? COLOR.text : COLOR.warn,
    width: 170,
    align: 'center',
    lineBreak: false,
  });
}

function scaleRow(input: AssessmentReportInput, scale: AssessmentScale): ScoreRow {
  return {
    label: scale.label,
    description: scale.description,
    value: input.record.scores[scale.key] ?? null,
    previous: input.previous?.scores[scale.key] ?? null,
    change: scale.change,
    scale: barScale(input.record.instrument, scale),
  };
}

function drawEmergenetic(flow: Flow, input: AssessmentReportInput & { record: TEmergeneticRecord }) {
  const { doc } = flow;
  const def = ASSESSMENT_DEFS.emergenetic;
  const previous = input.previous;
  flow.need(270);
  flow.y = heading(doc, 'グループ別の結果（10グループ、0〜100）', flow.y);
  const half = CONTENT_WIDTH / 2;
  (['personality', 'competency'] as const).forEach((part, i) => {
    const groups = def.groups.filter((g) => g.part === part);
    const x = PAGE.margin + i * half;
    write(doc, EMERGENETIC_PART_LABELS[part], x, flow.y, {
      size: 9.5,
      bold: true,
      width: half,
      align: 'center',
      lineBreak: false,
    });
    radar(
      doc,
      { cx: x + half / 2, cy: flow.y + 128, r: 72 },
      groups.map((g) => ({
        label: g.label,
        value: input.record.group_scores[g.key] ?? groupScore(g, input.record.scores),
        previous: previous ? groupScore(g, previous.scores) : null,
      })),
      { min: 0, max: 100 },
    );
  });
  flow.y += 232;
  const legend = previous
    ? `塗り・実線：今回　破線：前回（${formatDateJa(previous.taken_on)}）　グループの値は3つのサブ項目の平均です。`
    : '塗り・実線：今回　グループの値は3つのサブ項目の平均です。';
  write(doc, legend, PAGE.margin, flow.y, { size: 7, color: COLOR.muted, width: CONTENT_WIDTH });
  flow.y += 16;

  flow.need(80);
  flow.y = heading(doc, 'サブ項目別の結果（30項目、0〜100）', flow.y);
  const groups: ScoreGroup[] = def.groups.map((g) => ({
    heading: {
      label: `${g.label}（${EMERGENETIC_PART_LABELS[g.part]}）`,
      value: input.record.group_scores[g.key] ?? groupScore(g, input.record.scores),
      previous: previous ? groupScore(g, previous.scores) : null,
      change: g.change,
      decimal: true,
    },
    rows: def.scales.filter((s) => s.group === g.key).map((s) => scaleRow(input, s)),
  }));
  drawScoreTable(flow, { x: PAGE.margin, width: CONTENT_WIDTH }, groups, previous !== null);
}

function drawScales(flow: Flow, input: AssessmentReportInput) {
  const { doc } = flow;
  const def = ASSESSMENT_DEFS[input.record.instrument];
  const sten = def.scales.filter((s) => s.min === 1 && s.max === 10);
  const others = def.scales.filter((s) => !sten.includes(s));
  flow.need(60);
  flow.y = heading(doc, `尺度別の結果（標準得点 1〜10）`, flow.y);
  drawScoreTable(
    flow,
    { x: PAGE.margin, width: CONTENT_WIDTH },
    [{ heading: null, rows: sten.map((s) => scaleRow(input, s)) }],
    input.previous !== null,
  );
  for (const scale of others) {
    flow.y += 6;
    flow.need(60);
    flow.y = heading(doc, `${scale.label}（${scale.min}〜${scale.max}）`, flow.y);
    drawScoreTable(
      flow,
      { x: PAGE.margin, width: CONTENT_WIDTH },
      [{ heading: null, rows: [scaleRow(input, scale)] }],
      input.previous !== null,
    );
  }
}

/** How to read the page: the band, the previous mark, what counts as a change. */
function drawNotes(flow: Flow, input: AssessmentReportInput) {
  const def = ASSESSMENT_DEFS[input.record.instrument];
  // The threshold most scales share is named once (各尺度 / サブ項目); the others by label.
  const byChange = [...new Set(def.scales.map((s) => s.change))].map((change) => ({
    change,
    labels: def.scales.filter((s) => s.change === change).map((s) => s.label),
  }));
  const common = byChange.reduce((a, b) => (b.labels.length > a.labels.length ? b : a));
  const thresholds = [
    ...def.groups.slice(0, 1).map((g) => `グループ ${g.change}`),
    ...byChange.map(({ change, labels }) =>
      labels === common.labels
        ? `${def.groups.length ? 'サブ項目' : '各尺度'} ${change}`
        : `${labels.join('・')} ${change}`,
    ),
  ].join('、');
  const band =
    input.record.instrument === 'emergenetic'
      ? '網かけは16〜84（約7割の人が入る範囲）、縦線は中央の50です。'
      : '網かけは標準得点3.5〜7.5（約7割の人が入る範囲）、縦線は中央です。';
  const change = input.previous
    ? `◇は前回（${formatDateJa(input.previous.taken_on)}）の値です。前回との差が測定誤差を超える大きさ（${thresholds}）以上のときだけ ▲（上昇）・▼（低下）を付けています。それより小さい差は誤差の範囲で、変化とはみなしません。`
    : `前回の結果が登録されると、前回の値と変化（測定誤差を超える差：${thresholds}）を並べて表示します。`;
  const note = `${band}${change}この結果は判断材料の一つです。面談での対話や日頃の仕事ぶりと合わせて読み、結果だけで処遇を決めないでください。`;
  const { doc } = flow;
  const h = doc.fontSize(7.5).heightOfString(note, { width: CONTENT_WIDTH - 16 }) + 10;
  flow.y += 8;
  flow.need(h);
  const y = Math.max(flow.y, CONTENT_BOTTOM - h);
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, h).fill(COLOR.panel);
  write(doc, note, PAGE.margin + 8, y + 5, { size: 7.5, color: COLOR.muted, width: CONTENT_WIDTH - 16 });
  flow.y = y + h;
}

export function assessmentReportPdf(input: AssessmentReportInput): Promise<Buffer> {
  const def = ASSESSMENT_DEFS[input.record.instrument];
  const name = fullName(input.person);
  const doc = newReportDocument(`${def.label} 結果レポート｜${name}`);
  const flow = new Flow(doc);
  flow.y = drawHeader(doc, input);
  const { record } = input;
  if (record.instrument === 'emergenetic') drawEmergenetic(flow, { ...input, record });
  else drawScales(flow, input);
  drawNotes(flow, input);
  finishPages(doc, name);
  return toBuffer(doc);
}
