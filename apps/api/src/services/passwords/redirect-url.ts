/**
 * The page a mailed password link opens. A client may name it (`redirect_url`, as in
 * devise_token_auth) but only inside this site, so the reset mail cannot be turned into a link
 * to somebody else's page that receives the token.
 */
import { REDIRECT_URL_MESSAGE } from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';

export function resolveRedirectUrl(baseUrl: string, redirectUrl: string | undefined, fallbackPath: string) {
  if (!redirectUrl) return new URL(fallbackPath, baseUrl);
  const origin = new URL(baseUrl).origin;
  const isSitePath =
    redirectUrl.startsWith('/') && !redirectUrl.startsWith('//') && !redirectUrl.startsWith('/\\');
  let url: URL | undefined;
  try {
    url = isSitePath ? new URL(redirectUrl, origin) : new URL(redirectUrl);
  } catch {
    url = undefined;
  }
  if (!url || url.origin !== origin || (!isSitePath && !/^https?:$/.test(url.protocol))) {
    throw new AppError('VALIDATION_ERROR', undefined, { redirect_url: [REDIRECT_URL_MESSAGE] });
  }
  url.hash = '';
  return url;
}

/** The link with its token: `?token=` replaces any token the client put in the URL. */
export function linkWithToken(url: URL, param: string, token: string): string {
  const copy = new URL(url);
  copy.searchParams.set(param, token);
  return copy.toString();
}
