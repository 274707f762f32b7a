/**
 * The examinee's calls go out as the app's `public` area: no company credentials are sent and a
 * 401 never sends anyone to /login (the link token in the path is the only credential).
 */
import { type ApiRequestOptions, apiRequest } from '@/lib/api-client';

export function examRequest<T>(path: string, options: Omit<ApiRequestOptions<T>, 'area'>): Promise<T> {
  return apiRequest(path, { ...options, area: 'public' });
}

export const examLinkPath = (token: string) => `/exam/links/${encodeURIComponent(token)}`;
