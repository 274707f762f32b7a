import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectSnackbar, signInCompany, signInOperator } from '../support';

const COMPANY = '株式会社ひかりソリューションズ';
const COMPANY_ADMIN = 'admin@hikari.mirume.test';

/** A closed month six months back (Japan time), inside the demo contract and before its invoices. */
function monthBack(n: number) {
  const now = new Date(Date.now() + 9 * 3600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
  return d.toISOString().slice(0, 7);
}

test('[BILLING] an operator sets prices, runs a month, adjusts a line and issues; the company admin downloads the invoice', async ({
  browser,
}) => {
  // Two people in two browsers through a month's billing: over a minute when the run is loaded.
  test.setTimeout(240_000);
  const month = monthBack(6);
  const [y, m] = month.split('-').map(Number);
  const monthLabel = `${y}年${m}月分`;

  const operatorContext = await browser.newContext({ acceptDownloads: true });
  const operator = await operatorContext.newPage();
  await signInOperator(operator);

  // The contract ending within 60 days is on 契約期限通知; its name opens 契約と料金.
  await operator.goto('/admin/billing-years');
  await expect(operator.getByRole('heading', { level: 1, name: '契約期限通知' })).toBeVisible();
  await expect(operator.getByText('あと44日')).toBeVisible();
  await operator.getByRole('link', { name: COMPANY }).click();
  await expect(operator.getByRole('heading', { level: 1, name: '契約と料金' })).toBeVisible();
  await operator.getByLabel('月額基本料金（税抜）').fill('33000');
  await operator.getByLabel('選考用診断の受検者1名あたりの単価（税抜）').fill('3300');
  await operator.getByRole('button', { name: '保存する' }).click();
  await expectSnackbar(operator, '保存しました。');

  // Run the month: a draft per contracted company.
  await operator.goto('/admin/invoices');
  await operator.getByLabel('対象月').first().fill(month);
  await operator.getByRole('button', { name: '請求書を作成' }).click();
  await operator.getByRole('button', { name: '作成する' }).click();
  const runs = operator.getByRole('table', { name: '請求書作成の履歴' });
  await expect(runs.getByRole('row').nth(1)).toContainText('完了', { timeout: 20_000 });

  const list = operator.getByRole('table', { name: '請求書の一覧' });
  await operator.getByLabel('企業名').fill('ひかり');
  const row = list.getByRole('row').filter({ hasText: monthLabel });
  await expect(row).toContainText('下書き');
  await expect(row).toContainText('36,300円');
  await row.getByRole('link').click();

  // Adjust the base fee with a reason, then issue.
  await expect(operator.getByText('下書きです。発行するまで企業には表示されません。')).toBeVisible();
  await operator.getByRole('button', { name: /月額基本料金.*を調整/ }).click();
  await operator.getByLabel('単価（円、税抜）').fill('30000');
  await operator.getByLabel('調整の理由').fill('初月の値引き');
  await operator.getByRole('button', { name: '調整する' }).click();
  await expect(operator.getByText('調整理由: 初月の値引き')).toBeVisible();
  await expect(operator.getByText('33,000円').first()).toBeVisible();
  await operator.getByRole('button', { name: '発行する' }).click();
  await operator.getByRole('dialog').getByRole('button', { name: '発行する' }).click();
  await expect(operator.getByText('請求書を発行しました')).toBeVisible();
  await expect(operator.getByText('発行済み').first()).toBeVisible();
  const invoiceUrl = new URL(operator.url());
  const invoiceId = invoiceUrl.pathname.split('/').pop();

  // The company admin sees it on the dashboard card and the list, and downloads the files.
  const companyContext = await browser.newContext({ acceptDownloads: true });
  const company = await companyContext.newPage();
  await signInCompany(company, COMPANY_ADMIN);
  await expect(company.getByRole('heading', { name: '最新の請求書' })).toBeVisible();
  await company.goto('/invoices');
  await expect(company.getByText('年間契約')).toBeVisible();
  await company.getByRole('link', { name: new RegExp(`^MR-${month.replace('-', '')}`) }).click();
  await expect(company).toHaveURL(new RegExp(`/invoices/${invoiceId}$`));
  await expect(company.getByText(`${COMPANY} 御中`)).toBeVisible();
  await expect(company.getByText('33,000円').first()).toBeVisible();

  const [pdf] = await Promise.all([
    company.waitForEvent('download'),
    company.getByRole('button', { name: 'PDFをダウンロード' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^請求書_MR-.*\.pdf$/);
  const pdfBytes = fs.readFileSync((await pdf.path()) as string);
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');

  const [lines] = await Promise.all([
    company.waitForEvent('download'),
    company.getByRole('button', { name: '明細CSV' }).click(),
  ]);
  const linesCsv = fs.readFileSync((await lines.path()) as string, 'utf8');
  expect(linesCsv).toContain('初月の値引き');
  expect(linesCsv).toContain('33000');

  const [examinees] = await Promise.all([
    company.waitForEvent('download'),
    company.getByRole('button', { name: '受検者一覧CSV' }).click(),
  ]);
  expect(fs.readFileSync((await examinees.path()) as string, 'utf8')).toContain('社員番号');

  await operatorContext.close();
  await companyContext.close();
});
