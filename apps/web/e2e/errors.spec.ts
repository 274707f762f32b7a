import { expect, test } from '@playwright/test';

test('[ERRORS] an unknown path shows the 404 page in Japanese with a way back to the top', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('お探しのページが見つかりませんでした。')).toBeVisible();
  await expect(page.getByRole('link', { name: 'トップページへ戻る' })).toBeVisible();
});

test('[ERRORS] an unknown API path answers JSON, not the app', async ({ request }) => {
  const res = await request.get('/api/v1/nothing-here');
  expect(res.status()).toBe(404);
  expect((await res.json()).error.code).toBe('NOT_FOUND');
});
