import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the real server
 * on a fresh embedded database. `npm run test:e2e` (scripts/e2e.mjs) builds the web app, makes the
 * temporary data directory and installs Chromium when it is missing.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `mirume-e2e-${process.pid}`);
/** The examinee journey takes the whole ~7-minute test in real time; it gets its own server and
 * database so it can run beside the other journeys (which switch maintenance mode on and off). */
const EXAM_PORT = PORT + 1;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const server = (port: number, dir: string) => ({
  command: 'node apps/api/src/server.ts',
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn' },
});

export default defineConfig({
  testDir: 'apps/web/e2e',
  // Two projects side by side, each on its own server and database, each running its files in
  // order (maintenance mode is global to a server).
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'journeys', testIgnore: 'examinee/**', workers: 1 },
    {
      name: 'examinee',
      testMatch: 'examinee/**/*.spec.ts',
      workers: 1,
      use: {
        baseURL: `http://127.0.0.1:${EXAM_PORT}`,
        // As in a person's browser: navigator.webdriver is false (see the journey's header).
        launchOptions: {
          executablePath: CHROMIUM,
          args: [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled'],
        },
      },
    },
  ],
  retries: 0,
  // `npm test` runs the journeys beside the Vitest suites on two cores; there, journeys that pass
  // alone ran past 60 s (decision 0033). The limits allow for that; a journey that passes is not
  // slowed by them.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 1280, height: 800 },
    // A failed journey keeps its trace (actions, DOM snapshots, network) without the screencast:
    // recording every frame as an image for every journey, passed or not, was a third of the
    // journeys' CPU (decision 0033). `npx playwright test --trace on` records everything.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  webServer: [server(PORT, dataDir), server(EXAM_PORT, `${dataDir}-examinee`)],
});
