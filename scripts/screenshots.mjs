// Takes screenshots of the main screens from a running server, for checking them by eye:
//   node scripts/screenshots.mjs [baseURL] [outDir]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureChromium } from './chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = process.argv[3] ?? 'screenshots';
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const shot = async (page, name) => {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
  console.log(`${out}/${name}.png`);
};
const signIn = async (page, url, email) => {
  await page.goto(`${base}${url}`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill('mirume-demo');
  await page.getByRole('button', { name: 'ログイン' }).click();
};

for (const [w, h, tag] of [
  [1280, 800, 'pc'],
  [390, 844, 'sp'],
]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'ja-JP' });
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await shot(page, `login-${tag}`);
  await page.goto(`${base}/no/such/page`);
  await shot(page, `error-404-${tag}`);
  await page.goto(`${base}/terms`);
  await shot(page, `terms-${tag}`);
  await signIn(page, '/login', 'worker@demo.mirume.test');
  await page.waitForURL(`${base}/`);
  await shot(page, `dashboard-worker-${tag}`);
  await page.getByRole('button', { name: 'アカウントメニュー' }).click();
  await page.getByRole('menuitem', { name: '企業情報編集' }).hover();
  await page.getByRole('tooltip').waitFor();
  await page.screenshot({ path: path.join(out, `menu-worker-${tag}.png`) });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '通知' }).click();
  await page.screenshot({ path: path.join(out, `notifications-${tag}.png`) });
  await ctx.close();

  const op = await browser.newContext({ viewport: { width: w, height: h }, locale: 'ja-JP' });
  const opPage = await op.newPage();
  await opPage.goto(`${base}/admin/login`);
  await shot(opPage, `admin-login-${tag}`);
  await signIn(opPage, '/admin/login', 'operator@mirume.test');
  await opPage.waitForURL(`${base}/admin`);
  await shot(opPage, `admin-dashboard-${tag}`);
  await op.close();
}
await browser.close();
