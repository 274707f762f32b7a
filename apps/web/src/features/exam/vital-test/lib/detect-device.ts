/**
 * Which device, OS and browser the examinee uses, in the §3 enumerations. Norms are per device
 * class, so the class must be right even where browsers disguise themselves:
 * - iPadOS Safari reports a Mac ("Macintosh") but has a touch screen → iOS, tablet;
 * - Android phones say "Mobile", Android tablets do not (User-Agent Client Hints' `mobile` agrees);
 * - browsers built on Chrome name themselves after "Chrome/" (Edge "Edg/", Opera "OPR/"), and on
 *   iOS every browser is Safari's engine but still names itself (CriOS, FxiOS, EdgiOS);
 * - in-app browsers (LINE, Instagram, Facebook) and other engines are `other_browser`.
 */
import type { TDeviceFacts } from '@mirume/shared';

export interface DeviceEnvironment {
  userAgent: string;
  /** `navigator.userAgentData` (Chromium only). */
  userAgentData?: { platform?: string; mobile?: boolean; brands?: ReadonlyArray<{ brand: string }> } | null;
  maxTouchPoints: number;
  screenWidth: number;
  screenHeight: number;
}

export type DeviceClass = Pick<TDeviceFacts, 'device' | 'os' | 'browser'>;

/** The short side of a screen below which a touch device without a known class is a phone. */
const PHONE_SHORT_SIDE = 600;

function detectOs(ua: string, env: DeviceEnvironment): TDeviceFacts['os'] {
  if (/iPhone|iPad|iPod/.test(ua)) return 'ios';
  if (/Macintosh/.test(ua)) return env.maxTouchPoints > 1 ? 'ios' : 'mac';
  if (/Android/.test(ua)) return 'android';
  if (/Windows/.test(ua)) return 'windows';
  const platform = env.userAgentData?.platform ?? '';
  if (platform === 'Windows') return 'windows';
  if (platform === 'macOS') return 'mac';
  if (platform === 'Android') return 'android';
  return 'other_os';
}

function detectBrowser(ua: string, env: DeviceEnvironment): TDeviceFacts['browser'] {
  if (/\b(Line|Instagram|FBAN|FBAV|SamsungBrowser|YaBrowser|OPR|OPiOS|Vivaldi)\//.test(ua)) {
    return 'other_browser';
  }
  if (/\b(Edg|EdgA|EdgiOS)\//.test(ua)) return 'microsoft_edge';
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'fire_fox';
  if (/\bCriOS\//.test(ua)) return 'chrome';
  if (/\bChrome\//.test(ua)) {
    const brands = env.userAgentData?.brands?.map((b) => b.brand) ?? [];
    // Brave and other Chromium builds keep Chrome's User-Agent but not its brand.
    if (
      brands.length > 0 &&
      !brands.includes('Google Chrome') &&
      brands.some((b) => !/Chromium|Not/.test(b))
    ) {
      return 'other_browser';
    }
    return 'chrome';
  }
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(ua)) return 'safari';
  return 'other_browser';
}

function detectClass(ua: string, os: TDeviceFacts['os'], env: DeviceEnvironment): TDeviceFacts['device'] {
  if (/iPad/.test(ua) || (/Macintosh/.test(ua) && env.maxTouchPoints > 1)) return 'tab';
  if (/iPhone|iPod/.test(ua)) return 'sp';
  if (os === 'android') {
    if (env.userAgentData?.mobile !== undefined) return env.userAgentData.mobile ? 'sp' : 'tab';
    return /Mobile/.test(ua) ? 'sp' : 'tab';
  }
  if (os === 'windows' || os === 'mac') return 'pc';
  if (env.maxTouchPoints > 0) {
    return Math.min(env.screenWidth, env.screenHeight) < PHONE_SHORT_SIDE ? 'sp' : 'tab';
  }
  return 'pc';
}

export function detectDevice(env: DeviceEnvironment): DeviceClass {
  const ua = env.userAgent;
  const os = detectOs(ua, env);
  return { device: detectClass(ua, os, env), os, browser: detectBrowser(ua, env) };
}

type NavigatorWithHints = Navigator & { userAgentData?: DeviceEnvironment['userAgentData'] };

/** This browser's environment. */
export function currentEnvironment(): DeviceEnvironment {
  const nav = navigator as NavigatorWithHints;
  return {
    userAgent: nav.userAgent,
    userAgentData: nav.userAgentData ?? null,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
  };
}

/** The facts POSTed with the session, read from this browser. */
export function collectDeviceFacts(refreshHz: number | null): TDeviceFacts {
  const env = currentEnvironment();
  return {
    ...detectDevice(env),
    user_agent: env.userAgent.slice(0, 1000),
    refresh_hz: refreshHz,
    screen_width: Math.max(0, Math.round(env.screenWidth)),
    screen_height: Math.max(0, Math.round(env.screenHeight)),
    webdriver: (navigator as NavigatorWithHints).webdriver === true,
  };
}
