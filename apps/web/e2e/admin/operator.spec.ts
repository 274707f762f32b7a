import { expect, test } from '@playwright/test';
import { signInCompany, signInOperator, USERS } from '../support';

test('[ADMIN] /admin without a session goes to the operator login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByText('ADMIN').first()).toBeVisible();
});

test('[ADMIN] an operator signs in and sees the companies with their status', async ({ page, context }) => {
  await signInOperator(page);
  await page.getByRole('link', { name: '企業', exact: true }).click();
  const cookies = await context.cookies();
  const session = cookies.filter((c) => ['access-token', 'client', 'uid', 'role'].includes(c.name));
  expect(session).toHaveLength(4);
  for (const c of session) {
    expect(c.httpOnly).toBe(true);
    expect(c.sameSite).toBe('Strict');
  }
  const table = page.getByRole('table');
  await expect(table.getByText('デモ株式会社')).toBeVisible();
  await expect(table.getByText('株式会社サンプル商事')).toBeVisible();
  await expect(table.getByText('トライアル').first()).toBeVisible();
  await expect(table.getByText('承認待ち').first()).toBeVisible();
});

test('[MAINTENANCE] maintenance on sends company users to /maintenance; the operator switches it off', async ({
  browser,
}) => {
  // Two people signed in one after the other, as in the other two-person journeys.
  test.setTimeout(240_000);
  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  await signInCompany(company, USERS.admin);

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInOperator(operator);
  try {
    await operator.getByRole('switch', { name: 'メンテナンスモード' }).click();
    await operator.getByRole('button', { name: '開始する' }).click();
    await expect(operator.getByText('メンテナンス中', { exact: true })).toBeVisible();

    await company.reload();
    await expect(company).toHaveURL(/\/maintenance$/);
    await expect(company.getByText('メンテナンス', { exact: false }).first()).toBeVisible();

    // The operator keeps working and ends the maintenance.
    await operator.reload();
    await operator.getByRole('switch', { name: 'メンテナンスモード' }).click();
    await operator.getByRole('button', { name: '終了する' }).click();
    await expect(operator.getByText('通常稼働中')).toBeVisible();

    await company.getByRole('button', { name: '再読み込み' }).click();
    await expect(company).toHaveURL(/\/$/);
  } finally {
    // Maintenance is global to the server: whatever happened above, the journeys after this one
    // must not find it on (they would all wait on /maintenance for a login form).
    const off = await operatorContext.request.patch('/api/v1/admin/maintenance_mode', {
      data: { maintenance_flag: false },
      // As the app sends it: a cookie session's writes carry this header (CSRF guard).
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(off.status()).toBe(200);
    await companyContext.close();
    await operatorContext.close();
  }
});
