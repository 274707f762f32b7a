import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Client errors (4xx, 450) are answers, not glitches: retrying them cannot help. */
export function shouldRetry(failureCount: number, error: unknown) {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * A 403 on a page's data means the page itself is forbidden (spec §8): it goes to the route's
 * error boundary, which shows 'Page Forbidden', instead of each page inventing its own notice.
 */
export function isForbidden(error: unknown) {
  return isApiError(error) && error.status === 403;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        throwOnError: isForbidden,
      },
      mutations: { retry: false },
    },
  });
}
