/**
 * Sending an inquiry: `check_kubun` (which fields a 区分 needs), `general_inquiries` (signed out, or
 * signed in with the token headers), `issue_inquiries` with its link picker, and the attachment of
 * a signed-in user (uploaded through file_attached, attached to the inquiry once it exists).
 */
import {
  type InquiryKubunValue,
  type TIssueInquiryRequest,
  type TPublicInquiryRequest,
  ZCheckKubunResponse,
  ZInquiryCreatedResponse,
  ZIssueTargetsResponse,
  ZPresignedUrlResponse,
  ZStoredFileResponse,
} from '@mirume/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

export function useCheckKubun(kubun: InquiryKubunValue) {
  return useQuery({
    queryKey: ['inquiry', 'check-kubun', kubun],
    queryFn: ({ signal }) =>
      apiRequest('/check_kubun', {
        area: 'public',
        method: 'POST',
        body: { kubun },
        schema: ZCheckKubunResponse,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useIssueTargets(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['inquiry', 'issue-targets', q],
    queryFn: ({ signal }) =>
      apiRequest('/issue_inquiries/targets', {
        area: 'company',
        query: { q },
        schema: ZIssueTargetsResponse,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function sendGeneralInquiry(body: TPublicInquiryRequest, signedIn: boolean) {
  return apiRequest('/general_inquiries', {
    area: signedIn ? 'company' : 'public',
    method: 'POST',
    body,
    schema: ZInquiryCreatedResponse,
  });
}

export function sendIssueInquiry(body: TIssueInquiryRequest) {
  return apiRequest('/issue_inquiries', {
    area: 'company',
    method: 'POST',
    body,
    schema: ZInquiryCreatedResponse,
  });
}

/** Uploads the file for a later attach; answers its key. */
export async function uploadAttachment(file: File): Promise<string> {
  const target = await apiRequest('/file_attached/presigned_url', {
    area: 'company',
    method: 'POST',
    body: {
      purpose: 'inquiry_attachment',
      file_name: file.name,
      content_type: file.type || 'application/octet-stream',
      size: file.size,
    },
    schema: ZPresignedUrlResponse,
  });
  const response = await fetch(target.url, { method: 'PUT', headers: target.headers, body: file });
  if (!response.ok) throw new ApiError(response.status, 'UPLOAD', 'ファイルをアップロードできませんでした。');
  return target.key;
}

export function attachToInquiry(key: string, inquiryId: number) {
  return apiRequest('/file_attached/update_obj', {
    area: 'company',
    method: 'PATCH',
    body: { key, record_type: 'inquiry', record_id: inquiryId },
    schema: ZStoredFileResponse,
  });
}
