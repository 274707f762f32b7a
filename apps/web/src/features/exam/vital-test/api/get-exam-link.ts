/** GET /api/v1/exam/links/:token — what the entry page shows (404 unknown, 410 expired or used). */
import { ZExamLinkResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { examLinkPath, examRequest } from './exam-request';

export async function getExamLink(token: string, signal?: AbortSignal) {
  const response = await examRequest(examLinkPath(token), { schema: ZExamLinkResponse, signal });
  return response.data;
}

export const examLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['exam-link', token],
    queryFn: ({ signal }) => getExamLink(token, signal),
    // The page decides what a failure means (404 / 410 pages, a retry button when offline).
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    // The test runs from the answer read when the page opened; a refetch on focus or on a network
    // change mid-test must not reset it.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useExamLink(token: string) {
  return useQuery(examLinkQueryOptions(token));
}
