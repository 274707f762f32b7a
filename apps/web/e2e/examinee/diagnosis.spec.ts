/**
 * The whole diagnosis in Chromium, in real time (about 7 minutes): a company admin registers an
 * employee and issues a link; the examinee opens the link from the delivered mail on a phone-sized
 * touch screen and takes every block with scripted taps; the company's bell then shows the status
 * notification and the employee's page shows the scored result with its rank.
 *
 * The examinee's browser runs with `--disable-blink-features=AutomationControlled` so that
 * `navigator.webdriver` is false, as in a person's browser: a session from an automated browser is
 * (rightly) voided by the validity checks, which the API tests and the golden files cover.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { linkFromMail, signInCompany, USERS } from '../support';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** After the stimulus appears, the scripted examinee waits this long (a plausible human RT). */
function humanDelay(trial: number) {
  return 230 + ((trial * 37) % 90);
}

type Stimulus = { trial: string; box: number | null; shape: string | null } | 'gone';

/** Waits for the next stimulus of the running block, or for the block to end. */
async function nextStimulus(page: Page, afterTrial: string | null): Promise<Stimulus> {
  const handle = await page.waitForFunction(
    (previous) => {
      const root = document.querySelector<HTMLElement>('.mv-root');
      if (!root) return 'gone';
      if (root.dataset.stimulus !== 'on' || root.dataset.trial === previous) return null;
      const lit = root.querySelector<HTMLElement>('.mv-stim.mv-on');
      const box = lit?.closest<HTMLElement>('.mv-box')?.dataset.box;
      return {
        trial: root.dataset.trial ?? '',
        box: box === undefined ? null : Number(box),
        shape: lit?.dataset.shape ?? null,
      };
    },
    afterTrial,
    { polling: 'raf', timeout: 20_000 },
  );
  return (await handle.jsonValue()) as Stimulus;
}

/** Runs one reaction block with touch input: tap the pad (simple, go) or the lit box (choice). */
async function takeBlock(page: Page) {
  await expect(page.locator('.mv-root')).toBeVisible();
  let last: string | null = null;
  for (let n = 0; ; n++) {
    const stimulus = await nextStimulus(page, last);
    if (stimulus === 'gone') return;
    last = stimulus.trial;
    if (stimulus.shape === 'nogo') continue; // withhold on the no-go shape
    await page.waitForTimeout(humanDelay(n));
    const target =
      stimulus.box === null ? page.locator('.mv-pad') : page.locator(`.mv-box[data-box="${stimulus.box}"]`);
    // The stimulus may have timed out meanwhile (pressure block); a late tap is just a miss.
    await target.tap({ timeout: 2_000 }).catch(() => undefined);
  }
}

async function answerQuestionnaire(page: Page) {
  const choices = [4, 2, 5, 3, 4, 1, 3, 5];
  for (let pageNo = 0; pageNo < 10; pageNo++) {
    const items = page.locator('fieldset');
    const count = await items.count();
    for (let i = 0; i < count; i++) {
      const score = choices[(pageNo * 8 + i) % choices.length] as number;
      await items
        .nth(i)
        .locator('label')
        .nth(score - 1)
        .tap();
    }
    const finish = page.getByRole('button', { name: '回答を終える' });
    if (await finish.isVisible()) {
      await finish.tap();
      return;
    }
    await page.getByRole('button', { name: '次へ', exact: true }).tap();
  }
  throw new Error('the questionnaire did not end');
}

async function takeWholeTest(browser: Browser, link: string, person: string) {
  const context = await browser.newContext({ ...PHONE, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByText(`${person} 様`)).toBeVisible();
  await page.getByLabel('上記の利用目的に同意します').check();
  await page.getByRole('button', { name: '同意して次へ' }).tap();

  // Seven reaction blocks (two of them practice), each introduced, run and followed by a rest.
  for (let block = 0; block < 7; block++) {
    await page.getByRole('button', { name: /^(練習を始める|始める)$/ }).tap({ timeout: 30_000 });
    await takeBlock(page);
    await page.getByRole('button', { name: /^次へ（/ }).tap({ timeout: 30_000 });
  }
  await answerQuestionnaire(page);
  await expect(page.getByRole('heading', { level: 1, name: '受検が完了しました' })).toBeVisible({
    timeout: 30_000,
  });
  await context.close();
}

test('[DIAGNOSIS] an admin issues a link, the employee takes the whole test on a phone, the company sees the result', async ({
  page,
  browser,
}) => {
  test.setTimeout(15 * 60_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const email = `examinee-${stamp.toLowerCase()}@example.jp`;
  const number = `EX-${stamp}`.slice(0, 20);

  // The company registers the employee and issues a staff diagnosis link.
  await signInCompany(page, USERS.admin);
  await page.goto('/employees/new');
  await page.getByRole('textbox', { name: /^社員番号/ }).fill(number);
  await page.getByRole('textbox', { name: /^姓/ }).fill('受検');
  await page.getByRole('textbox', { name: /^名/ }).fill('一花');
  await page.getByRole('textbox', { name: /^セイ/ }).fill('ジュケン');
  await page.getByRole('textbox', { name: /^メイ/ }).fill('イチカ');
  await page.getByRole('combobox', { name: /雇用形態/ }).click();
  await page.getByRole('option', { name: '正社員' }).click();
  await page.getByRole('textbox', { name: /^メールアドレス/ }).fill(email);
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page).toHaveURL(/\/employees\/\d+$/);
  const employeeUrl = new URL(page.url()).pathname;

  await page.getByRole('link', { name: '診断リンクを発行' }).click();
  await expect(page).toHaveURL(/\/diagnosis\/link_issue\?employee_id=\d+$/);
  await page.getByRole('combobox', { name: /診断の種類/ }).click();
  await page.getByRole('option', { name: '社員診断' }).click();
  await expect(page.getByRole('checkbox', { name: '受検 一花を選択' })).toBeChecked();
  await page.getByRole('button', { name: '診断メールを送信する' }).click();
  await expect(page.getByText('1名に診断メールを送信します。よろしいですか？')).toBeVisible();
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByText('診断メールを発行しました')).toBeVisible();
  await expect(page).toHaveURL(/\/diagnosis\/undiagnosed-list/);
  await expect(page.getByRole('link', { name: '受検 一花' })).toBeVisible();

  // The examinee opens the mailed link on a phone and takes the test.
  const link = await linkFromMail(page.request, email, '/exam/');
  await takeWholeTest(browser, link, '受検 一花');

  // The bell tells the company; the notification leads to the person; the page shows the rank.
  await page.goto('/');
  await page.getByRole('button', { name: '通知' }).click();
  await page.getByRole('tab', { name: '診断状況' }).click();
  const entry = page.getByRole('link', { name: /受検 一花さんの診断が.+に完了しました。/ });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/shindan-status-notifications\/\d+$/);
  await page.goto(employeeUrl);
  const result = page.getByRole('region', { name: 'ミルメバイタル 社員診断' });
  await expect(result).toBeVisible();
  await expect(result.getByText('判定理由')).toBeVisible();
  await expect(result.getByText(/^(OK|検討|NG)$/).first()).toBeVisible();
  await expect(result.getByRole('table', { name: '社員診断の指標' })).toBeVisible();
});
