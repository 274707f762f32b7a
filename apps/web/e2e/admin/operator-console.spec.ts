import { expect, test } from '@playwright/test';
import { expectSnackbar, linkFromMail, PASSWORD, signInOperator } from '../support';

test('[ADMIN] an operator finds a pending company, approves it, renames it, discards it, finds it under 削除済み and restores it', async ({
  page,
  request,
}) => {
  // A company signs up and confirms its address: it now awaits an operator.
  const stamp = Date.now();
  const companyName = `株式会社運営確認${stamp}`;
  const email = `console-${stamp}@example.test`;
  const signUp = await request.post('/api/v1/company_admins', {
    data: {
      company_name: companyName,
      daihyo_name: '確認 太郎',
      last_name: '確認',
      first_name: '花子',
      kana_last_name: 'カクニン',
      kana_first_name: 'ハナコ',
      email,
      tel: '0312345678',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      agree_terms: true,
    },
  });
  expect(signUp.status()).toBe(201);
  await request.get(await linkFromMail(request, email, '/api/v1/company_admins/confirmation'));

  // The bell tells the operator; the notification opens the company.
  await signInOperator(page);
  await page.getByRole('button', { name: /運営への通知（未読\d+件）/ }).click();
  await page
    .getByRole('dialog', { name: '運営への通知' })
    .getByText(`「${companyName}」が承認待ちになりました`)
    .click();
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await expect(page.getByText('承認待ち').first()).toBeVisible();

  // Approve: the status, the trial period and the history follow.
  await page.getByRole('button', { name: '承認する（確認 花子）' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '承認する' }).click();
  await expectSnackbar(page, '更新しました。');
  const contract = page.getByRole('region', { name: '契約期間' });
  await expect(contract.getByText('トライアル', { exact: true })).toBeVisible();
  await expect(contract.getByText('トライアル終了日')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'ステータス履歴' }).getByText('承認待ち → トライアル'),
  ).toBeVisible();

  // Rename it; the action log shows the change with before and after.
  await page.getByRole('link', { name: '企業情報を編集' }).click();
  const newName = `${companyName}ホールディングス`;
  await page.getByRole('textbox', { name: '企業名', exact: true }).fill(newName);
  await page.getByRole('button', { name: '保存する' }).click();
  await expectSnackbar(page, '編集しました。');
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  const log = page.getByRole('list', { name: '運営の操作履歴' });
  await expect(log.getByText(`企業「${newName}」の情報を変更しました`)).toBeVisible();
  await expect(log.getByText(`${companyName} → ${newName}`)).toBeVisible();

  // Discard it: the confirmation says what stops working.
  await page.getByRole('button', { name: '企業を削除' }).click();
  const discard = page.getByRole('dialog', { name: 'この企業を削除しますか？' });
  await expect(discard.getByText(/管理者は全員ログインできなくなり/)).toBeVisible();
  await discard.getByRole('button', { name: '削除する' }).click();
  await expectSnackbar(page, '削除しました。');
  await expect(page).toHaveURL(/\/admin\/companies$/);

  // Its admin can no longer sign in.
  const refused = await request.post('/api/v1/company_admins/sign_in', {
    data: { email, password: PASSWORD },
  });
  expect(refused.status()).toBe(403);

  // Find it under 削除済み企業 and restore it.
  await page.getByRole('link', { name: '削除済み企業' }).click();
  const discarded = page.getByRole('table', { name: '削除済み企業' });
  await expect(discarded.getByText(newName)).toBeVisible();
  await discarded.getByRole('button', { name: `復元する（${newName}）` }).click();
  await page
    .getByRole('dialog', { name: 'この企業を復元しますか？' })
    .getByRole('button', { name: '復元する' })
    .click();
  await expect(page.getByText(`「${newName}」を復元しました。`)).toBeVisible();
  await expect(discarded.getByText(newName)).toHaveCount(0);

  await page.goto('/admin/companies');
  await page.getByRole('searchbox', { name: '企業名・フリガナ・管理者メールで検索' }).fill(email);
  await expect(
    page.getByRole('table', { name: '企業一覧' }).getByRole('link', { name: newName }),
  ).toBeVisible();
  const restored = await request.post('/api/v1/company_admins/sign_in', {
    data: { email, password: PASSWORD },
  });
  expect(restored.status()).toBe(200);
});

test('[ADMIN] an operator adds a system admin, who signs in, and is then deleted and signed out', async ({
  page,
  browser,
  request,
}) => {
  const email = `new-operator-${Date.now()}@mirume.test`;
  await signInOperator(page);
  await page.getByRole('link', { name: 'システム管理者' }).first().click();
  await page.getByRole('link', { name: 'システム管理者を追加' }).click();
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('textbox', { name: '姓' }).fill('新任');
  await page.getByRole('textbox', { name: '名' }).fill('次郎');
  await page.getByRole('textbox', { name: 'セイ' }).fill('シンニン');
  await page.getByRole('textbox', { name: 'メイ' }).fill('ジロウ');
  await page.getByRole('button', { name: '登録してメールを送信' }).click();
  await expectSnackbar(page, '登録しました。');
  await expect(page).toHaveURL(/\/admin\/system-admins$/);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row.getByText('パスワード未設定')).toBeVisible();

  // The new admin sets a password from the mail and signs in.
  const link = await linkFromMail(request, email, '/admin/password/new');
  const theirContext = await browser.newContext();
  const theirs = await theirContext.newPage();
  await theirs.goto(link);
  await theirs.getByLabel('新しいパスワード', { exact: true }).fill('new-operator-pass-1');
  await theirs.getByLabel('新しいパスワード（確認）', { exact: true }).fill('new-operator-pass-1');
  await theirs.getByRole('button', { name: /設定/ }).click();
  await theirs.goto('/admin/login');
  await theirs.getByLabel('メールアドレス').fill(email);
  await theirs.getByLabel('パスワード', { exact: true }).fill('new-operator-pass-1');
  await theirs.getByRole('button', { name: 'ログイン' }).click();
  await expect(theirs).toHaveURL(/\/admin$/);
  await expect(theirs.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();

  // The operator deletes them.
  await page.reload();
  await page.getByRole('link', { name: '新任 次郎' }).click();
  await page.getByRole('button', { name: 'このシステム管理者を削除' }).click();
  await page
    .getByRole('dialog', { name: 'システム管理者を削除しますか？' })
    .getByRole('button', { name: '削除する' })
    .click();
  await expectSnackbar(page, '削除しました。');
  await expect(page.getByRole('link', { name: '新任 次郎' })).toHaveCount(0);

  // Their next step ends at the operator login.
  await theirs.getByRole('link', { name: '企業', exact: true }).click();
  await expect(theirs).toHaveURL(/\/admin\/login/);
  await theirContext.close();
});
