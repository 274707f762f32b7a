// Finds Debian's Chromium for the browser tests, installing it with apt-get when it is missing.
// Browsers are never downloaded by Playwright itself.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  console.log(
    `Chromium が ${CHROMIUM} にありません。apt-get で Debian の chromium パッケージをインストールします…`,
  );
  console.log(`(Chromium is missing at ${CHROMIUM}: installing Debian's chromium package with apt-get)`);
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  let r = run(['install', '-y', 'chromium']);
  if (r.status !== 0) {
    run(['update']);
    r = run(['install', '-y', 'chromium']);
  }
  if (r.status !== 0 || !fs.existsSync(CHROMIUM)) {
    throw new Error(
      'Chromium をインストールできませんでした。`apt-get install -y chromium` を実行してください。',
    );
  }
  console.log(`Chromium をインストールしました: ${CHROMIUM}`);
  return CHROMIUM;
}
