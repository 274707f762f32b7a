/**
 * The invoice as a PDF in the form a Japanese finance team files: 適格請求書 (or 適格返還請求書 for
 * a credit note) with the issuer's name, address and registration number, the recipient 御中, the
 * invoice number, issue and due dates, 取引年月日 (the billed period), the lines with their tax
 * rate, the amount per tax rate with its tax, the totals and the transfer account. A draft is
 * marked 「下書き」 so it is never mistaken for an issued document.
 *
 * Drawn on the report canvas (services/reports/pdf-doc.ts): A4, Noto Sans JP embedded.
 */
import { billingMonthLabel, DiagnosisType, type TInvoiceDetail } from '@mirume/shared';
import type { BillingIssuer } from '../../config.ts';
import {
  COLOR,
  CONTENT_WIDTH,
  line,
  newReportDocument,
  PAGE,
  type PdfDoc,
  toBuffer,
  write,
} from '../reports/pdf-doc.ts';

const yen = (n: number) => `${n < 0 ? '-' : ''}¥${Math.abs(n).toLocaleString('ja-JP')}`;
const ja = (d: string) => `${Number(d.slice(0, 4))}年${Number(d.slice(5, 7))}月${Number(d.slice(8, 10))}日`;

function rule(doc: PdfDoc, y: number, x = PAGE.margin, w = CONTENT_WIDTH, color = COLOR.rule) {
  doc
    .lineWidth(0.6)
    .strokeColor(color)
    .moveTo(x, y)
    .lineTo(x + w, y)
    .stroke();
}

export function invoicePdf(invoice: TInvoiceDetail, issuer: BillingIssuer): Promise<Buffer> {
  const credit = invoice.kind === 'credit_note';
  const title = credit ? '適格返還請求書' : '請求書（適格請求書）';
  const doc = newReportDocument(`${title} ${invoice.invoice_number}`);
  const m = PAGE.margin + 8;
  const w = CONTENT_WIDTH - 16;
  let y = 44;

  write(doc, title, m, y, { size: 20, bold: true, width: w, align: 'center' });
  y += 40;
  if (invoice.status === 'draft') {
    write(doc, '下書き（未発行）— この書類は請求書として無効です', m, y, {
      size: 10,
      bold: true,
      color: COLOR.alert,
      width: w,
      align: 'center',
    });
    y += 20;
  }

  // Left: the recipient and the amount; right: the numbers, dates and the issuer.
  const leftW = w * 0.55;
  const rightX = m + w * 0.6;
  const rightW = w * 0.4;
  const top = y;
  write(doc, `${invoice.recipient_name} 御中`, m, y, { size: 13, bold: true, width: leftW });
  y += 24;
  rule(doc, y, m, leftW, COLOR.text);
  y += 8;
  write(doc, credit ? '下記のとおり請求を取り消します。' : '下記のとおりご請求申し上げます。', m, y, {
    size: 9,
    width: leftW,
  });
  y += 20;
  doc.rect(m, y, leftW, 34).fill(COLOR.panel);
  write(doc, credit ? '返還額（税込）' : 'ご請求金額（税込）', m + 8, y + 10, {
    size: 10,
    bold: true,
    width: leftW / 2,
  });
  write(doc, yen(invoice.total), m + leftW / 2, y + 7, {
    size: 16,
    bold: true,
    width: leftW / 2 - 8,
    align: 'right',
  });
  y += 46;
  const facts: [string, string][] = [
    ['対象月', billingMonthLabel(invoice.billing_month)],
    ['取引年月日', `${ja(invoice.period_start)}〜${ja(invoice.period_end)}`],
  ];
  if (!credit) facts.push(['お支払期限', ja(invoice.due_date)]);
  if (invoice.credit_of) facts.push(['取消対象の請求書', invoice.credit_of.invoice_number]);
  if (invoice.replaces) facts.push(['訂正前の請求書', invoice.replaces.invoice_number]);
  for (const [k, v] of facts) {
    write(doc, k, m, y, { size: 9, color: COLOR.muted, width: 90 });
    write(doc, v, m + 92, y, { size: 9, width: leftW - 92 });
    y += 15;
  }
  const leftBottom = y;

  y = top;
  const right: [string, string][] = [
    [credit ? '返還請求書番号' : '請求書番号', invoice.invoice_number],
    ['発行日', ja(invoice.issue_date)],
  ];
  for (const [k, v] of right) {
    write(doc, k, rightX, y, { size: 9, color: COLOR.muted, width: 80 });
    write(doc, v, rightX + 80, y, { size: 9, width: rightW - 80 });
    y += 15;
  }
  y += 10;
  write(doc, issuer.name, rightX, y, { size: 11, bold: true, width: rightW });
  y += 18;
  y += write(doc, issuer.address, rightX, y, { size: 8.5, width: rightW }) + 4;
  write(doc, `登録番号: ${issuer.registrationNumber}`, rightX, y, { size: 9, bold: true, width: rightW });
  y += 16;

  y = Math.max(leftBottom, y) + 14;

  // Lines.
  const cols = [
    { label: '品目', width: w * 0.46, align: 'left' as const },
    { label: '数量', width: w * 0.1, align: 'right' as const },
    { label: '単価', width: w * 0.14, align: 'right' as const },
    { label: '税率', width: w * 0.1, align: 'right' as const },
    { label: '金額（税抜）', width: w * 0.2, align: 'right' as const },
  ];
  doc.rect(m, y, w, 18).fill(COLOR.primary);
  let x = m;
  for (const c of cols) {
    write(doc, c.label, x + 4, y + 4, {
      size: 8.5,
      bold: true,
      color: '#FFFFFF',
      width: c.width - 8,
      align: c.align,
    });
    x += c.width;
  }
  y += 22;
  for (const l of invoice.lines) {
    const unit = l.kind === 'examinees' ? '名' : l.kind === 'base_fee' ? '式' : '';
    const type = l.diagnosis_type ? `（${DiagnosisType.label(l.diagnosis_type)}）` : '';
    const cells = [
      l.description || type,
      `${l.quantity.toLocaleString('ja-JP')}${unit}`,
      yen(l.unit_price),
      `${l.tax_rate}%`,
      yen(l.amount),
    ];
    x = m;
    for (const [i, c] of cols.entries()) {
      write(doc, cells[i] ?? '', x + 4, y, {
        size: 8.5,
        width: c.width - 8,
        align: c.align,
        lineBreak: false,
        ellipsis: true,
      });
      x += c.width;
    }
    y += 14;
    if (l.reason) {
      line(doc, `調整理由: ${l.reason}`, m + 12, y, cols[0]?.width ?? 100, { size: 7, color: COLOR.muted });
      y += 11;
    }
    rule(doc, y, m, w);
    y += 5;
    if (y > 640) {
      doc.addPage();
      y = 48;
    }
  }

  // Totals per rate, then the grand total.
  y += 8;
  const boxX = m + w * 0.45;
  const boxW = w * 0.55;
  const totals: [string, string, boolean][] = [];
  for (const r of invoice.by_rate) {
    totals.push([`${r.tax_rate}%対象（税抜）`, yen(r.taxable), false]);
    totals.push([`消費税（${r.tax_rate}%）`, yen(r.tax), false]);
  }
  totals.push(['小計（税抜）', yen(invoice.subtotal), false]);
  totals.push(['消費税合計', yen(invoice.tax), false]);
  totals.push(['合計（税込）', yen(invoice.total), true]);
  for (const [k, v, strong] of totals) {
    if (strong) doc.rect(boxX, y - 3, boxW, 18).fill(COLOR.panel);
    write(doc, k, boxX + 6, y, { size: strong ? 10 : 9, bold: strong, width: boxW / 2 });
    write(doc, v, boxX + boxW / 2, y, {
      size: strong ? 10 : 9,
      bold: strong,
      width: boxW / 2 - 6,
      align: 'right',
    });
    y += strong ? 20 : 15;
  }
  write(doc, '※消費税は税率ごとに合計した金額に対して計算し、1円未満を切り捨てています。', m, y + 2, {
    size: 7.5,
    color: COLOR.muted,
    width: w,
  });
  y += 24;

  if (!credit) {
    write(doc, 'お振込先', m, y, { size: 9.5, bold: true, width: w });
    y += 15;
    write(doc, issuer.bankAccount, m, y, { size: 9, width: w });
    y += 15;
    write(doc, '※振込手数料は貴社にてご負担くださいますようお願いいたします。', m, y, {
      size: 7.5,
      color: COLOR.muted,
      width: w,
    });
  } else if (invoice.credit_reason) {
    write(doc, `取消理由: ${invoice.credit_reason}`, m, y, { size: 9, width: w });
  }
  const { count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    doc.switchToPage(i);
    line(doc, `${invoice.invoice_number}  ${i + 1} / ${count}`, m, PAGE.height - 34, w, {
      size: 7,
      color: COLOR.muted,
    });
  }
  return toBuffer(doc);
}
