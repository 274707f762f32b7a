/**
 * The pages after the interview sheet: every metric with its raw value, T-score, band bar, the
 * change that counts as real on a retest and a one-line explanation; the 14 job aptitudes for
 * employee results; the PC evaluation and the session facts; the validity report; and how to read
 * the scores. Content flows onto a new page when the next block does not fit.
 */
import {
  ApplicantMetric,
  AptitudeType,
  Browser,
  Device,
  DiagnosisType,
  EmployeeMetric,
  formatDateTimeJa,
  OperatingSystem,
  PcEvaluation,
} from '@mirume/shared';
import { metricLabel } from '@mirume/shared/vital/criteria';
import { APTITUDE_NOTE, METRIC_TEXTS, type MetricText } from '@mirume/shared/vital/interpretation';
import { realChangeThreshold } from '@mirume/shared/vital/scoring/index';
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

/** A cursor down the page that starts a new page when a block does not fit. */
export class Flow {
  y = PAGE.margin;
  readonly doc: PdfDoc;
  constructor(doc: PdfDoc) {
    this.doc = doc;
  }
  need(height: number) {
    if (this.y + height <= CONTENT_BOTTOM) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }
}

/** The raw value as a person reads it, with its unit. */
export function formatRaw(unit: MetricText['unit'], raw: number | null): string {
  if (raw === null) return '測定不可';
  switch (unit) {
    case 'ms':
      return `${Math.round(raw)} ms`;
    case '回':
      return `${Math.round(raw)} 回`;
    case '問':
      return `${Math.round(raw)} 問`;
    case '%':
      return `${raw.toFixed(1)} %`;
    case 'scale':
      return `${raw.toFixed(2)} / 5`;
    case 'index':
      return `${raw >= 0 ? '+' : ''}${raw.toFixed(2)}`;
  }
}

/** Column offsets from the left margin, and widths. */
const COL = {
  raw: { x: 84, w: 58 },
  t: { x: 142, w: 32 },
  bar: { x: 182, w: 116 },
  change: { x: 306, w: 40 },
  explain: { x: 354, w: CONTENT_WIDTH - 354 },
};

function metricTable(flow: Flow, input: ReportInput) {
  const { doc } = flow;
  const keys = [
    ...ApplicantMetric.values,
    ...(input.result.diagnosis_type === 'employee' ? EmployeeMetric.values : []),
  ].filter((k) => input.result.metrics[k]);
  flow.need(60);
  flow.y = heading(doc, '指標の詳細', flow.y);
  const header = (y: number) => {
    const x = PAGE.margin;
    const style = { size: 7, color: COLOR.muted, lineBreak: false } as const;
    write(doc, '指標', x, y, style);
    write(doc, '測定値', x + COL.raw.x, y, { ...style, width: COL.raw.w, align: 'right' });
    write(doc, 'T得点', x + COL.t.x, y, { ...style, width: COL.t.w, align: 'right' });
    tAxis(doc, x + COL.bar.x, y + 1, COL.bar.w);
    write(doc, '変化の目安', x + COL.change.x, y, { ...style, width: COL.change.w, align: 'right' });
    write(doc, '説明', x + COL.explain.x, y, style);
  };
  header(flow.y);
  flow.y += 13;
  const explainW = COL.explain.w;
  for (const key of keys) {
    const text = METRIC_TEXTS[key] as MetricText;
    const score = input.result.metrics[key] as { raw: number | null; t: number | null };
    const h = Math.max(22, doc.fontSize(7).heightOfString(text.explain, { width: explainW }) + 6);
    if (flow.y + h > CONTENT_BOTTOM) {
      flow.need(h + 20);
      header(flow.y);
      flow.y += 13;
    }
    const x = PAGE.margin;
    const y = flow.y;
    doc
      .lineWidth(0.3)
      .strokeColor(COLOR.rule)
      .moveTo(x, y + h)
      .lineTo(x + CONTENT_WIDTH, y + h)
      .stroke();
    line(doc, metricLabel(key), x, y + 3, COL.raw.x - 4, { size: 8.5, bold: true });
    write(doc, formatRaw(text.unit, score.raw), x + COL.raw.x, y + 4, {
      size: 8,
      width: COL.raw.w,
      align: 'right',
      lineBreak: false,
    });
    write(doc, formatT(score.t), x + COL.t.x, y + 3, {
      size: 9,
      bold: true,
      width: COL.t.w,
      align: 'right',
      lineBreak: false,
    });
    tBar(doc, x + COL.bar.x, y + 5, COL.bar.w, 9, score.t);
    write(doc, `±${realChangeThreshold(key).toFixed(1)}`, x + COL.change.x, y + 4, {
      size: 8,
      width: COL.change.w,
      align: 'right',
      lineBreak: false,
    });
    write(doc, text.explain, x + COL.explain.x, y + 3, { size: 7, color: COLOR.muted, width: explainW });
    flow.y += h;
  }
  flow.y += 8;
}

function aptitudeChart(flow: Flow, input: ReportInput) {
  const { doc } = flow;
  const rowH = 15;
  flow.need(40 + AptitudeType.values.length * rowH + 40);
  flow.y = heading(doc, '職種適性（T得点）', flow.y);
  const x = PAGE.margin;
  const labelW = 90;
  const barW = 300;
  for (const key of AptitudeType.values) {
    const t = input.result.aptitudes[key]?.t ?? null;
    line(doc, AptitudeType.labels[key], x, flow.y + 1, labelW, { size: 8.5 });
    tBar(doc, x + labelW, flow.y + 2, barW, 10, t);
    write(doc, formatT(t), x + labelW + barW + 4, flow.y + 1, { size: 8.5, bold: true, lineBreak: false });
    flow.y += rowH;
  }
  tAxis(doc, x + labelW, flow.y, barW);
  flow.y += 12;
  flow.y += write(doc, APTITUDE_NOTE, x, flow.y, { size: 7, color: COLOR.muted, width: CONTENT_WIDTH }) + 10;
}

/** Label / value pairs in two columns. */
function facts(flow: Flow, title: string, pairs: [string, string][]) {
  const { doc } = flow;
  const rows = Math.ceil(pairs.length / 2);
  flow.need(30 + rows * 15);
  flow.y = heading(doc, title, flow.y);
  const half = CONTENT_WIDTH / 2;
  pairs.forEach(([label, value], i) => {
    const x = PAGE.margin + (i % 2) * half;
    const y = flow.y + Math.floor(i / 2) * 15;
    line(doc, label, x, y, 100, { size: 8, color: COLOR.muted });
    line(doc, value, x + 104, y, half - 110, { size: 8.5 });
  });
  flow.y += rows * 15 + 8;
}

function sessionFacts(flow: Flow, input: ReportInput) {
  const r = input.result;
  const pairs: [string, string][] = [
    [
      'PC操作評価',
      r.pc_evaluation === '-' ? '評価なし（パソコン以外での受検など）' : PcEvaluation.labels[r.pc_evaluation],
    ],
    ['受検日時', formatDateTimeJa(r.taken_at)],
    ['端末', Device.labels[r.device]],
    ['OS', OperatingSystem.labels[r.os]],
    ['ブラウザ', Browser.labels[r.browser]],
    ['比較した基準集団', `${Device.labels[r.norm_device]}での受検者`],
    ['採点バージョン', r.scoring_version],
    ['診断の種類', DiagnosisType.labels[r.diagnosis_type]],
  ];
  if (r.source_result_id !== null) pairs.push(['再判定', `結果ID ${r.source_result_id} の受検記録を再採点`]);
  facts(flow, 'PC操作評価と受検環境', pairs);
}

function validityFacts(flow: Flow, input: ReportInput) {
  const v = input.result.validity;
  facts(flow, '受検の妥当性', [
    ['判定', v.valid ? '有効' : '無効'],
    ['注意事項', v.flags.length > 0 ? v.flags.join('、') : '特記事項なし'],
    ['フライング（早押し）', `${v.false_starts} 回`],
    ['キーの押し続け', `${v.held_keys} 回`],
    ['ページ離脱時間', `${(v.hidden_ms / 1000).toFixed(1)} 秒`],
    ['フォーカス喪失', `${v.blur_count} 回`],
    ['無効になった試行', `${v.voided_trials} 回`],
    // HR staff read this page: the browser-level evidence (navigator.webdriver, untrusted
    // events) is one plain sentence here; the counts stay in the stored validity report.
    [
      '受検の操作',
      v.webdriver || v.untrusted_events > 0
        ? '自動操作ツールが使われた可能性があります'
        : '本人のキー・タップ操作で受検されています',
    ],
    ['反応時間が不自然に一定', v.constant_rt ? 'あり' : 'なし'],
  ]);
}

const READING = [
  'T得点は、基準集団の平均を50、標準偏差を10とした得点です。40〜60に約7割の人が入り、60を超えれば高め、40を下回れば低めです（20〜80の範囲で表示します）。',
  '反応の指標はT得点が高いほど望ましい向きにそろえています。トラブルリスクはT得点が高いほどリスクが低く、測定値（リスク指標）は大きいほどリスクが高いことを示します。アンケートの指標は特性の強さを表し、高低に良し悪しはありません。',
  '「変化の目安」は、再受検したときの差がこれ以上なら測定誤差を超えた実質的な変化とみなせる点差です（90%の確からしさ）。',
  'この結果は、受検時の状態にも左右される一つの判断材料です。面接や職務経歴、日頃の仕事ぶりと合わせて判断し、この結果だけで採否・処遇を決めないでください。',
];

function readingNote(flow: Flow) {
  const { doc } = flow;
  const texts = READING.map((t) => `・${t}`);
  const height = texts.reduce(
    (h, t) => h + doc.fontSize(8).heightOfString(t, { width: CONTENT_WIDTH - 16 }) + 3,
    0,
  );
  flow.need(height + 40);
  flow.y = heading(doc, '結果の読み方', flow.y);
  doc.rect(PAGE.margin, flow.y, CONTENT_WIDTH, height + 10).fill(COLOR.panel);
  let y = flow.y + 5;
  for (const t of texts) y += write(doc, t, PAGE.margin + 8, y, { size: 8, width: CONTENT_WIDTH - 16 }) + 3;
  flow.y = y + 10;
}

export function drawDetailPages(doc: PdfDoc, input: ReportInput) {
  doc.addPage();
  const flow = new Flow(doc);
  const { person, result } = input;
  write(doc, '詳細結果', PAGE.margin, flow.y, {
    size: 16,
    bold: true,
    color: COLOR.primary,
    lineBreak: false,
  });
  line(
    doc,
    `${person.last_name} ${person.first_name}（${person.employee_number}）｜${DiagnosisType.labels[result.diagnosis_type]}`,
    PAGE.margin + 90,
    flow.y + 6,
    CONTENT_WIDTH - 90,
    { size: 9, color: COLOR.muted },
  );
  flow.y += 32;
  metricTable(flow, input);
  if (result.diagnosis_type === 'employee') aptitudeChart(flow, input);
  sessionFacts(flow, input);
  validityFacts(flow, input);
  readingNote(flow);
}
