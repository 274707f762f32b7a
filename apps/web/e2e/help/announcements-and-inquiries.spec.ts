/**
 * Journeys of the notification centre and the inquiries:
 * - an operator publishes an incident announcement; a company user sees the badge and the
 *   dashboard banner, opens it from the bell, and it is read (banner gone, badge down);
 * - a signed-out visitor sends an inquiry from the login page; the operator finds it in the inbox
 *   and replies; the inbox notice, the acknowledgement and the reply reach a real SMTP server.
 *   This journey runs its own server (with SMTP_URL) beside a test SMTP server.
 */

import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { startSmtpServer, type TestSmtpServer } from '../../../api/test/support/mail.ts';
import { startServerProcess } from '../../../api/test/support/server-process.ts';
import { expectSnackbar, PASSWORD, signInCompany, signInOperator, USERS } from '../support';

const badge = (page: Page) => page.getByRole('button', { name: '通知' }).locator('.MuiBadge-badge');

test('[ANNOUNCE] an operator publishes an incident; a company user sees the badge and the banner, opens it, and it is read', async ({
  browser,
}) => {
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();

  const firstCounts = company.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/notifications');
  await signInCompany(company, USERS.worker);
  const before = (await (await firstCounts).json()).data.total as number;
  await expect(badge(company)).toHaveText(String(before));
  await expect(company.getByRole('region', { name: '障害情報' })).toHaveCount(0);

  const title = `システム障害のお知らせ ${Date.now()}`;
  await signInOperator(operator);
  await operator.getByRole('banner').getByRole('link', { name: 'お知らせ' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
  await operator.getByRole('link', { name: 'お知らせを作成' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'お知らせの作成' })).toBeVisible();
  await operator.waitForLoadState('networkidle');
  await operator.getByLabel('タイトル').fill(title);
  await operator.getByRole('radio', { name: '障害情報' }).check();
  await operator
    .getByLabel('本文（Markdown）')
    .fill('## 状況\n\n現在、**診断結果のPDF出力** がご利用いただけません。\n\n<script>alert(1)</script>');
  await operator.getByRole('tab', { name: 'プレビュー' }).click();
  await expect(operator.getByRole('heading', { name: '状況' })).toBeVisible();
  await operator.getByRole('radio', { name: '今すぐ公開' }).check();
  await expect(operator.getByLabel('タイトル')).toHaveValue(title);
  await operator.getByRole('button', { name: '公開する' }).click();
  await expectSnackbar(operator, '公開しました。');
  await expect(operator.getByRole('heading', { level: 1, name: 'お知らせ詳細' })).toBeVisible();
  await expect(operator.getByText('公開中')).toBeVisible();

  // The company user: the badge counts it, the dashboard shows the banner.
  await company.reload();
  await expect(badge(company)).toHaveText(String(before + 1));
  const banner = company.getByRole('region', { name: '障害情報' });
  await expect(banner).toContainText(title);

  await company.getByRole('button', { name: '通知' }).click();
  await company
    .getByRole('dialog', { name: '通知' })
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await expect(company).toHaveURL(/\/mirume-notifications\/\d+$/);
  await expect(company.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(company.getByText('診断結果のPDF出力')).toBeVisible();
  // Raw HTML is shown as text, never run.
  await expect(company.locator('main script')).toHaveCount(0);
  await expect(badge(company)).toHaveText(String(before));

  await company.goto('/');
  await expect(company.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
  await expect(company.getByRole('region', { name: '障害情報' })).toHaveCount(0);

  // The list shows it as read under 障害情報.
  await company.goto('/mirume-notifications?category=incident');
  await expect(company.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await company.getByRole('button', { name: '未読' }).click();
  await expect(company.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);

  await operatorContext.close();
  await companyContext.close();
});

test.describe('[INQUIRY] with a real SMTP server', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const base = Number(process.env.E2E_PORT ?? 3100);
  const children: ChildProcess[] = [];
  let smtp: TestSmtpServer;
  let baseURL: string;
  let dataDir: string;

  test.beforeAll(async () => {
    smtp = await startSmtpServer(base + 3);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mirume-e2e-smtp-'));
    const server = startServerProcess(dataDir, children, {
      PORT: String(base + 2),
      SMTP_URL: `smtp://127.0.0.1:${base + 3}`,
      MAIL_POLL_MS: '500',
      INQUIRY_INBOX_EMAIL: 'support@mirume.example.jp',
      WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    });
    baseURL = await server.ready;
  });
  test.afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await smtp?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const mailsTo = async (to: string, count: number) => {
    await expect
      .poll(() => smtp.received.filter((m) => m.envelopeTo.includes(to)).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(count);
    return smtp.received.filter((m) => m.envelopeTo.includes(to));
  };

  test('a signed-out visitor sends an inquiry, the operator replies, and both mails arrive', async ({
    browser,
  }) => {
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.goto('/login');
    await visitor.getByRole('link', { name: 'お問い合わせ' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();
    await visitor.getByLabel('お問い合わせの区分').click();
    await visitor.getByRole('option', { name: 'ご契約・料金について' }).click();
    await expect(
      visitor.getByText('ご契約内容を確認するため、企業名と電話番号を入力してください。'),
    ).toBeVisible();
    await visitor.getByLabel('お名前').fill('来訪 花子');
    await visitor.getByLabel('メールアドレス').fill('hanako@example.jp');
    await visitor.getByLabel('件名').fill('年間契約の料金を知りたい');
    await visitor.getByLabel('お問い合わせ内容').fill('50名規模での年間契約の料金を教えてください。');
    await visitor.getByRole('button', { name: '送信する' }).click();
    // The 区分 needs the company and a phone number.
    await expect(visitor.getByText('入力必須です').first()).toBeVisible();
    await visitor.getByLabel('企業名').fill('株式会社来訪');
    await visitor.getByLabel('電話番号').fill('03-1111-2222');
    // A person takes a few seconds; a form sent within 3 s of being shown is a robot's.
    await visitor.waitForTimeout(3000);
    await visitor.getByRole('button', { name: '送信する' }).click();
    await expect(visitor).toHaveURL(/\/inquiry\/done$/);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'お問い合わせを受け付けました' }),
    ).toBeVisible();
    await expect(visitor.getByText(/受付番号：No\.\d+/)).toBeVisible();

    const operator = await (await browser.newContext({ baseURL })).newPage();
    await operator.goto('/admin/login');
    await operator.getByLabel('メールアドレス').fill(USERS.operator);
    await operator.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
    await operator.getByRole('button', { name: 'ログイン' }).click();
    await expect(operator).toHaveURL(/\/admin$/);
    await operator.getByRole('banner').getByRole('link', { name: 'お問い合わせ' }).click();
    await operator.getByRole('tab', { name: /未対応/ }).click();
    await operator.getByRole('link', { name: '年間契約の料金を知りたい' }).click();
    await expect(operator.getByRole('heading', { level: 1, name: 'お問い合わせ詳細' })).toBeVisible();
    await expect(operator.getByText('50名規模での年間契約の料金を教えてください。')).toBeVisible();
    await operator
      .getByLabel('hanako@example.jp への返信')
      .fill('お問い合わせありがとうございます。料金表をお送りします。');
    await operator.getByRole('button', { name: 'メールで返信' }).click();
    await operator.getByRole('dialog').getByRole('button', { name: '送信する' }).click();
    await expect(operator.getByText('メールを送信しました')).toBeVisible();
    await expect(operator.getByText('対応中').first()).toBeVisible();
    await expect(operator.getByRole('listitem').filter({ hasText: '料金表をお送りします。' })).toBeVisible();

    const [inbox] = await mailsTo('support@mirume.example.jp', 1);
    expect(inbox?.subject).toContain('年間契約の料金を知りたい');
    expect(inbox?.text).toContain('株式会社来訪');
    const toVisitor = await mailsTo('hanako@example.jp', 2);
    expect(toVisitor.map((m) => m.subject).join('\n')).toContain('お問い合わせを受け付けました');
    const reply = toVisitor.find((m) => m.subject.includes('Re:'));
    expect(reply?.text).toContain('料金表をお送りします。');
  });
});
