import { describe, expect, it } from 'vitest';
import { type DeviceEnvironment, detectDevice } from './detect-device';
import { medianHz } from './refresh-rate';

const PC = { maxTouchPoints: 0, screenWidth: 1920, screenHeight: 1080 };
const PHONE = { maxTouchPoints: 5, screenWidth: 390, screenHeight: 844 };
const TABLET = { maxTouchPoints: 5, screenWidth: 820, screenHeight: 1180 };

const cases: Array<[string, DeviceEnvironment, ReturnType<typeof detectDevice>]> = [
  [
    'Chrome on Windows',
    {
      ...PC,
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      userAgentData: {
        platform: 'Windows',
        mobile: false,
        brands: [{ brand: 'Google Chrome' }, { brand: 'Chromium' }],
      },
    },
    { device: 'pc', os: 'windows', browser: 'chrome' },
  ],
  [
    'Edge on Windows',
    {
      ...PC,
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      userAgentData: {
        platform: 'Windows',
        mobile: false,
        brands: [{ brand: 'Microsoft Edge' }, { brand: 'Chromium' }],
      },
    },
    { device: 'pc', os: 'windows', browser: 'microsoft_edge' },
  ],
  [
    'Firefox on Windows',
    { ...PC, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' },
    { device: 'pc', os: 'windows', browser: 'fire_fox' },
  ],
  [
    'Safari on a Mac',
    {
      ...PC,
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    },
    { device: 'pc', os: 'mac', browser: 'safari' },
  ],
  [
    'iPadOS Safari, which reports a Mac with a touch screen',
    {
      ...TABLET,
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    },
    { device: 'tab', os: 'ios', browser: 'safari' },
  ],
  [
    'Safari on an iPhone',
    {
      ...PHONE,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    },
    { device: 'sp', os: 'ios', browser: 'safari' },
  ],
  [
    'Chrome on an iPhone',
    {
      ...PHONE,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    },
    { device: 'sp', os: 'ios', browser: 'chrome' },
  ],
  [
    'the LINE in-app browser on an iPhone',
    {
      ...PHONE,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.19.0',
    },
    { device: 'sp', os: 'ios', browser: 'other_browser' },
  ],
  [
    'an old iPad naming itself',
    {
      ...TABLET,
      userAgent:
        'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
    },
    { device: 'tab', os: 'ios', browser: 'safari' },
  ],
  [
    'Chrome on an Android phone',
    {
      ...PHONE,
      userAgent:
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      userAgentData: { platform: 'Android', mobile: true, brands: [{ brand: 'Google Chrome' }] },
    },
    { device: 'sp', os: 'android', browser: 'chrome' },
  ],
  [
    'Chrome on an Android tablet',
    {
      ...TABLET,
      userAgent:
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    },
    { device: 'tab', os: 'android', browser: 'chrome' },
  ],
  [
    'Samsung Internet on an Android phone',
    {
      ...PHONE,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    },
    { device: 'sp', os: 'android', browser: 'other_browser' },
  ],
  [
    'Firefox on Linux',
    { ...PC, userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' },
    { device: 'pc', os: 'other_os', browser: 'fire_fox' },
  ],
  [
    'headless Chromium on Linux, as the end-to-end tests run',
    {
      ...PC,
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    },
    { device: 'pc', os: 'other_os', browser: 'other_browser' },
  ],
  [
    'Brave, with Chrome’s User-Agent but its own brand',
    {
      ...PC,
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      userAgentData: {
        platform: 'Windows',
        mobile: false,
        brands: [{ brand: 'Brave' }, { brand: 'Chromium' }],
      },
    },
    { device: 'pc', os: 'windows', browser: 'other_browser' },
  ],
];

describe('detectDevice', () => {
  it.each(cases)('%s', (_, env, expected) => {
    expect(detectDevice(env)).toEqual(expected);
  });
});

describe('medianHz', () => {
  it('reads 60 Hz and 120 Hz displays despite a dropped frame', () => {
    expect(medianHz([16.67, 16.66, 33.33, 16.67, 16.68])).toBe(60);
    expect(medianHz([8.33, 8.34, 8.33, 16.67, 8.32])).toBe(120);
  });

  it('gives null when there are no intervals', () => {
    expect(medianHz([])).toBeNull();
  });
});
