/** The operators' inquiry inbox: list, one with its thread, status/assignee, reply, re-send. */
import {
  type TAdminInquiriesQuery,
  ZAdminInquiriesResponse,
  ZAdminInquiryResponse,
  ZInquiryAssigneesResponse,
} from '@mirume/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const key = ['admin', 'inquiries'] as const;

export function useInquiries(query: TAdminInquiriesQuery) {
  return useQuery({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest('/admin/inquiries', {
        area: 'admin',
        query: { ...query },
        schema: ZAdminInquiriesResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInquiry(id: number) {
  return useQuery({
    queryKey: [...key, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/inquiries/${id}`, { area: 'admin', schema: ZAdminInquiryResponse, signal }),
    enabled: id > 0,
  });
}

export function useAssignees() {
  return useQuery({
    queryKey: [...key, 'assignees'],
    queryFn: ({ signal }) =>
      apiRequest('/admin/inquiries/assignees', { area: 'admin', schema: ZInquiryAssigneesResponse, signal }),
    staleTime: 5 * 60_000,
  });
}

function useInquiryMutation<V>(call: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export function useUpdateInquiry(id: number) {
  return useInquiryMutation((body: { status?: string; assignee_id?: number | null }) =>
    apiRequest(`/admin/inquiries/${id}`, {
      area: 'admin',
      method: 'PATCH',
      body,
      schema: ZAdminInquiryResponse,
    }),
  );
}

export function useReplyInquiry(id: number) {
  return useInquiryMutation((body: { body: string }) =>
    apiRequest(`/admin/inquiries/${id}/reply`, {
      area: 'admin',
      method: 'POST',
      body,
      schema: ZAdminInquiryResponse,
    }),
  );
}

export function useResendIssueMail(id: number) {
  return useInquiryMutation(() =>
    apiRequest('/admin/issue_inquiries/send_mails', {
      area: 'admin',
      method: 'POST',
      body: { id },
      schema: ZAdminInquiryResponse,
    }),
  );
}
