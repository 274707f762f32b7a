import { expect, test } from '@playwright/test';
import { expectSnackbar, signInCompany, signInOperator, USERS } from '../support';

test('[CRITERIA] an admin tightens the applicant criteria, previews, saves, reflects; the applicant shows the new rank with its version', async ({
  page,
}) => {
  await signInCompany(page, USERS.admin);
  await page.goto('/criteria');
  const senkou = page.getByRole('region', { name: '選考用診断' });
  await expect(senkou.getByText('第2版', { exact: true })).toBeVisible();
  await expect(senkou.getByText('パフォーマンスが55以上、かつポテンシャルが55以上の場合は')).toBeVisible();
  await senkou.getByRole('link', { name: '基準を変更' }).click();
  await expect(page).toHaveURL(/\/criteria\/new\?type=senkou$/);

  // Today: nothing changes. Raise the bar for A (rule 2, performance) from 55 to 72.
  await expect(page.getByText('ランクが変わるのは0件です')).toBeVisible();
  const threshold = page.getByLabel('基準値').nth(2);
  await expect(threshold).toHaveValue('55');
  await threshold.fill('72');
  await expect(page.getByText('ランクが変わるのは1件です')).toBeVisible();
  const changes = page.getByRole('table', { name: 'ランクが変わる人' });
  await expect(changes.getByRole('row', { name: /伊藤 さくら.*Aランク.*Bランク/ })).toBeVisible();

  // A threshold left empty is refused with the reason, and nothing can be saved meanwhile.
  await threshold.fill('');
  await expect(page.getByText('基準値は数値で入力してください').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '保存して公開' })).toBeDisabled();
  await threshold.fill('72');

  await page.getByLabel('備考（変更の理由など）').fill('Aランクはパフォーマンス72以上に引き上げ');
  await page.getByRole('button', { name: '保存して公開' }).click();
  await page.getByRole('dialog', { name: '基準の公開' }).getByRole('button', { name: '公開する' }).click();
  await expectSnackbar(page, '公開しました。');
  await expect(page).toHaveURL(/\/criteria\/list\/\d+$/);
  await expect(page.getByText('第3版', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '過去の結果に反映' }).click();
  await page
    .getByRole('dialog', { name: '過去の結果に反映' })
    .getByRole('button', { name: '反映する' })
    .click();
  await expect(page.getByText(/第3版を2件の結果に反映しました（ランクが変わった結果: 1件/)).toBeVisible();

  const people = page.getByRole('table', { name: 'この版で判定された人' });
  await people.getByRole('link', { name: '伊藤 さくら' }).click();
  await expect(page).toHaveURL(/\/employees\/\d+$/);
  const result = page.getByRole('region', { name: 'ミルメバイタル 選考用診断' });
  await expect(result.getByText('Bランク', { exact: true }).first()).toBeVisible();
  await expect(result.getByTestId('result-criteria')).toHaveText('判定基準: 自社基準（新卒選考）（第3版）');
  await expect(result.getByRole('region', { name: 'ランクの変更履歴' })).toContainText(
    'Aランク（第2版）→ Bランク（第3版）',
  );
});

test('[CRITERIA] a worker reads the criteria but cannot change them', async ({ page }) => {
  await signInCompany(page, USERS.worker);
  await page.goto('/criteria');
  await expect(page.getByRole('heading', { level: 1, name: '現在の基準' })).toBeVisible();
  await expect(page.getByRole('link', { name: '基準を変更' })).toHaveCount(0);
  await page.goto('/criteria/new');
  await expect(page.getByText('404 Not Found')).toBeVisible();
});

test("[CRITERIA] an operator reads the service defaults and a company's criteria", async ({ page }) => {
  await signInOperator(page);
  await page.goto('/admin/criteria');
  await expect(page.getByRole('heading', { level: 1, name: '現在の標準基準' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '選考用診断' }).getByText('標準基準（選考用）'),
  ).toBeVisible();
  const companies = await (await page.request.get('/api/v1/admin/companies?q=デモ株式会社')).json();
  const id = companies.data.items[0].id;
  await page.goto(`/admin/companies/${id}/criteria`);
  await expect(page.getByRole('heading', { level: 1, name: '企業の基準' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '選考用診断' }).getByText('自社基準（新卒選考）'),
  ).toBeVisible();
  await page.getByRole('link', { name: '基準一覧（すべての版）' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/companies/${id}/criteria/list$`));
  await expect(page.getByRole('table', { name: '基準の版' }).getByRole('row')).not.toHaveCount(1);
});
