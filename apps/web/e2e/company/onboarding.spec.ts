import { expect, type Page, test } from '@playwright/test';
import { expectSnackbar, linkFromMail, PASSWORD, signInCompany, signInOperator } from '../support';

async function setPasswordFromLink(page: Page, link: string, password: string, button: string) {
  await page.goto(link);
  await page.getByLabel('新しいパスワード', { exact: true }).fill(password);
  await page.getByLabel('新しいパスワード（確認）', { exact: true }).fill(password);
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/password\/new\/done$/);
}

test('[ACCOUNTS] a stranger signs up, is approved, invites a worker who sets a password; password reset works', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const adminEmail = `hanako.${stamp}@hajimete.example`;
  const workerEmail = `taro.${stamp}@hajimete.example`;
  const companyName = `株式会社はじめて${stamp % 10_000}`;

  // 1. Sign-up.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/signup');
  await visitor.getByRole('textbox', { name: '企業名' }).fill(companyName);
  await visitor.getByRole('textbox', { name: '代表者名' }).fill('初芽 一郎');
  await visitor.getByRole('textbox', { name: '姓', exact: true }).fill('初芽');
  await visitor.getByRole('textbox', { name: '名', exact: true }).fill('花子');
  await visitor.getByRole('textbox', { name: 'セイ' }).fill('ハジメ');
  await visitor.getByRole('textbox', { name: 'メイ' }).fill('ハナコ');
  await visitor.getByRole('textbox', { name: 'メールアドレス' }).fill(adminEmail);
  await visitor.getByRole('textbox', { name: '電話番号' }).fill('03-1234-5678');
  await visitor.getByLabel(/^パスワード\s*\*?$/).fill(PASSWORD);
  await visitor.getByLabel(/^パスワード（確認）/).fill(PASSWORD);
  await visitor.getByRole('checkbox', { name: '利用規約に同意する' }).check();
  await visitor.getByRole('button', { name: '同意して登録する' }).click();
  await expect(visitor).toHaveURL(/\/signup\/wait/);

  // Not yet approved: sign-in is refused with the reason.
  await visitor.goto('/login');
  await visitor.getByLabel('メールアドレス').fill(adminEmail);
  await visitor.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
  await visitor.getByRole('button', { name: 'ログイン' }).click();
  await expect(visitor.getByText(/メールアドレスの認証が完了していません/)).toBeVisible();

  // 2. The confirmation link from the delivered mail.
  const confirmation = await linkFromMail(request, adminEmail, '/api/v1/company_admins/confirmation');
  await visitor.goto(confirmation);
  await expect(visitor).toHaveURL(/\/signup\/wait\?confirmed=1/);
  await expect(visitor.getByRole('heading', { name: 'メールアドレスの認証が完了しました' })).toBeVisible();

  // 3. An operator approves the company from the operator dashboard.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInOperator(operator);
  await operator.getByRole('button', { name: `承認する（${companyName}）` }).click();
  await operator.getByRole('dialog').getByRole('button', { name: '承認する' }).click();
  await expectSnackbar(operator, '更新しました。');
  await operatorContext.close();

  // 4. The new admin signs in and invites a worker.
  await signInCompany(visitor, adminEmail);
  await expect(visitor.getByRole('main').getByText(companyName)).toBeVisible();
  await visitor.goto('/company-admins/new');
  await visitor.getByRole('textbox', { name: 'メールアドレス' }).fill(workerEmail);
  await visitor.getByRole('textbox', { name: '姓', exact: true }).fill('初芽');
  await visitor.getByRole('textbox', { name: '名', exact: true }).fill('太郎');
  await visitor.getByRole('textbox', { name: 'セイ' }).fill('ハジメ');
  await visitor.getByRole('textbox', { name: 'メイ' }).fill('タロウ');
  await visitor.getByRole('combobox', { name: '権限' }).click();
  await visitor.getByRole('option', { name: '作業者' }).click();
  await visitor.getByRole('button', { name: '招待メールを送信' }).click();
  await expect(visitor.getByText('メールを送信しました')).toBeVisible();
  await expect(visitor.getByRole('table', { name: '管理者一覧' }).getByText(workerEmail)).toBeVisible();
  await visitorContext.close();

  // 5. The worker sets a password from the mail and signs in.
  const workerContext = await browser.newContext();
  const worker = await workerContext.newPage();
  const setup = await linkFromMail(request, workerEmail, '/password/new?token=');
  await setPasswordFromLink(worker, setup, 'worker-pass-123', 'パスワードを設定する');
  await signInCompany(worker, workerEmail, 'worker-pass-123');

  // 6. Company settings are admin-only: disabled entry with the tooltip, 404 when opened directly.
  await worker.getByRole('button', { name: 'アカウントメニュー' }).click();
  const companyEdit = worker.getByRole('menuitem', { name: '企業情報編集' });
  await expect(companyEdit).toHaveAttribute('aria-disabled', 'true');
  await companyEdit.hover();
  await expect(worker.getByRole('tooltip', { name: 'アクセス権がありません' })).toBeVisible();
  await worker.keyboard.press('Escape');
  await worker.goto('/company/edit');
  await expect(worker.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

  // 7. Password reset: request, mail, new password, sign in with it.
  await worker.goto('/');
  await worker.getByRole('button', { name: 'アカウントメニュー' }).click();
  await worker.getByRole('menuitem', { name: 'ログアウト' }).click();
  await expect(worker).toHaveURL(/\/login$/);
  await worker.getByRole('link', { name: 'パスワードをお忘れの方はこちら' }).click();
  // Wait for the reset page itself: the login page has an email field of the same name.
  await expect(worker.getByRole('heading', { name: 'パスワードの再設定' })).toBeVisible();
  await worker.getByRole('textbox', { name: 'メールアドレス' }).fill(workerEmail);
  await worker.getByRole('button', { name: '再設定メールを送信する' }).click();
  await expect(worker).toHaveURL(/\/password\/reset\/done/);
  const reset = await linkFromMail(request, workerEmail, '/password/new?token=');
  expect(reset).not.toBe(setup);
  await setPasswordFromLink(worker, reset, 'worker-pass-456', 'パスワードを再設定する');
  await signInCompany(worker, workerEmail, 'worker-pass-456');
  await workerContext.close();
});
