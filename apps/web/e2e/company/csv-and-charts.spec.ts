/**
 * The libraries behind CSV and charts (decision 0026) in the built app under its
 * Content-Security-Policy: an Excel (Shift_JIS) file with quoted commas and line breaks is read in
 * the CSV worker; the template is UTF-8 with BOM; the result and trend charts are drawn, reachable
 * by keyboard with Japanese descriptions, and offer their numbers as a table.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import iconv from 'iconv-lite';
import { signInCompany, USERS } from '../support';

const HEADER = '社員番号,姓,名,セイ,メイ,性別,生年月日,メールアドレス,雇用形態,部署,役職,入社日,メモ';

async function openPerson(page: Page, number: string, name: string) {
  await page.goto('/diagnosis/history');
  await page.getByLabel('氏名・フリガナ・社員番号で検索').fill(number);
  await page.getByRole('table', { name: '社員一覧' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/employees\/\d+$/);
}

/** What a screen reader is given for the chart item in keyboard focus. */
const spoken = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-labelledby');
    return id ? (document.getElementById(id)?.textContent ?? '') : '';
  });

/**
 * Tabs into the chart and moves to its first item with →, until the chart answers: a chart just
 * drawn may not listen to keys yet.
 */
async function firstItemSpoken(page: Page, figure: Locator) {
  if ((await page.evaluate(() => document.activeElement?.getAttribute('role'))) !== 'img') {
    await figure.locator('div[tabindex="0"]').first().focus();
    await page.keyboard.press('ArrowRight');
  }
  return spoken(page);
}

test('[CSV] a Shift_JIS file from Excel is read in the worker, quotes, commas and line breaks kept', async ({
  page,
}) => {
  const tag = `S${Date.now().toString(36)}`.toUpperCase().slice(0, 12);
  const text = `${[
    HEADER,
    `${tag}-1,髙橋,一郎,タカハシ,イチロウ,男性,1990/4/1,,正社員,営業部,,,"東京, 本社"`,
    `${tag}-2,佐藤,花子,サトウ,ハナコ,女性,,,正社員,総務部,,,"彼は""はい""と言った\r\n2行目"`,
  ].join('\r\n')}\r\n`;
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await signInCompany(page, USERS.admin);
  await page.goto('/employees/new-bulk');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'テンプレートCSVをダウンロード' }).click();
  const template = await readFile(await (await download).path());
  expect([...template.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(template.subarray(3).toString('utf8')).toMatch(new RegExp(`^${HEADER}\\r\\n1001,山田,`));

  await page
    .getByLabel('CSVファイル', { exact: true })
    .setInputFiles({ name: 'excel.csv', mimeType: 'text/csv', buffer: iconv.encode(text, 'Shift_JIS') });
  await expect(page.getByText('excel.csv（Shift_JIS）: 2件')).toBeVisible();
  await expect(page.getByText('エラーはありません。', { exact: false })).toBeVisible();
  expect(workers.some((url) => /csv\.worker/.test(url))).toBe(true);
  const preview = page.getByRole('table', { name: '取り込む内容のプレビュー' });
  await expect(preview).toContainText('髙橋');

  await page.getByRole('button', { name: '2件を取り込む' }).click();
  await expect(page.getByText('取り込みました。（新規 2件・更新 0件）')).toBeVisible();
  await page.goto('/diagnosis/history');
  await page.getByLabel('氏名・フリガナ・社員番号で検索').fill(`${tag}-2`);
  await page.getByRole('table', { name: '社員一覧' }).getByRole('link', { name: '佐藤 花子' }).click();
  await expect(page.getByText('彼は"はい"と言った')).toBeVisible();
});

test('[CHARTS] the aptitude bars and the trend lines are drawn, keyboard-reachable in Japanese, with tables', async ({
  page,
}) => {
  await signInCompany(page, USERS.admin);
  await openPerson(page, 'E1001', '田中 一郎');

  const bars = page.getByRole('figure', { name: '職種適性のT得点' });
  await expect(bars.locator('svg').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^職種適性のT得点: 飛び込み営業 \d+（/ })).toBeAttached();
  await expect.poll(() => firstItemSpoken(page, bars)).toMatch(/^飛び込み営業、職種適性のT得点、\d+$/);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => spoken(page)).toMatch(/^ルート営業、職種適性のT得点、\d+$/);
  await bars.getByRole('button', { name: '表で表示' }).click();
  const table = bars.getByRole('table', { name: '職種適性のT得点（表）' });
  await expect(table.getByRole('row')).toHaveCount(15);
  await expect(table.getByRole('rowheader', { name: 'エンジニア' })).toBeVisible();

  await page.getByRole('link', { name: '推移を見る' }).first().click();
  await expect(page).toHaveURL(/\/history-mirumevital$/);
  const lines = page.getByRole('figure').first();
  await expect(lines.locator('svg').first()).toBeVisible();
  await expect.poll(() => firstItemSpoken(page, lines)).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日、.+、\d+$/);
  await lines.getByRole('button', { name: '表で表示' }).click();
  await expect(lines.getByRole('table').getByRole('columnheader')).toHaveCount(4);
});
