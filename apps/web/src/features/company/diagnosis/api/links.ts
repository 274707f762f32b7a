/**
 * The company's calls on issued diagnosis links: issue / re-send (bulk_upsert_url), the undiagnosed
 * list, check marks and deletion.
 */
import {
  type TBulkUpsertUrlRequest,
  type TUndiagnosisListQuery,
  ZBulkUpsertUrlResponse,
  ZDeleteLinksResponse,
  ZIssuedLinkResponse,
  ZUndiagnosisListResponse,
} from '@mirume/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { diagnosisQueryKey } from '@/entities/diagnosis/api/keys';
import { apiRequest } from '@/lib/api-client';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';

const undiagnosedKey = [...diagnosisQueryKey, 'undiagnosed'] as const;

export function bulkUpsertUrl(api: CompanyApi, companyId: number, body: TBulkUpsertUrlRequest) {
  return api.request(`/companies/${companyId}/bulk_upsert_url`, {
    method: 'POST',
    body,
    schema: ZBulkUpsertUrlResponse,
  });
}

/** Issuing or re-sending changes every diagnosis list and count, so all of them are refreshed. */
export function useBulkUpsertUrl(companyId: number) {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBulkUpsertUrlRequest) => bulkUpsertUrl(api, companyId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diagnosisQueryKey }),
  });
}

/** The list query as the page builds it (the wire form of `ZUndiagnosisListQuery`). */
export type UndiagnosedListQuery = {
  [K in keyof TUndiagnosisListQuery]?: string | number | undefined;
};

export function getUndiagnosisList(
  api: CompanyApi,
  companyId: number,
  query: UndiagnosedListQuery,
  signal?: AbortSignal,
) {
  return api.request(`/companies/${companyId}/undiagnosis_list`, {
    query,
    schema: ZUndiagnosisListResponse,
    signal,
  });
}

export const undiagnosisListOptions = (api: CompanyApi, companyId: number, query: UndiagnosedListQuery) =>
  queryOptions({
    queryKey: [...undiagnosedKey, companyId, query],
    queryFn: ({ signal }) => getUndiagnosisList(api, companyId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useUndiagnosisList(companyId: number, query: UndiagnosedListQuery, enabled = true) {
  const api = useAreaCompany();
  return useQuery({ ...undiagnosisListOptions(api, companyId, query), enabled: enabled && companyId > 0 });
}

type ListData = Awaited<ReturnType<typeof getUndiagnosisList>>;

function updateChecked(id: number, checked: boolean) {
  return apiRequest(`/shindan_musashino_senkous/update_checked/${id}`, {
    area: 'company',
    method: 'PATCH',
    body: { checked },
    schema: ZIssuedLinkResponse,
  });
}

/**
 * Check marks change at once in every cached page of the list (optimistic); a refused call puts
 * the previous pages back.
 */
export function useUpdateChecked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, checked }: { ids: readonly number[]; checked: boolean }) =>
      Promise.all(ids.map((id) => updateChecked(id, checked))),
    onMutate: async ({ ids, checked }) => {
      await queryClient.cancelQueries({ queryKey: undiagnosedKey });
      const previous = queryClient.getQueriesData<ListData>({ queryKey: undiagnosedKey });
      const wanted = new Set(ids);
      queryClient.setQueriesData<ListData>({ queryKey: undiagnosedKey }, (old) =>
        old
          ? {
              data: {
                ...old.data,
                items: old.data.items.map((item) =>
                  item.id !== null && wanted.has(item.id) ? { ...item, checked } : item,
                ),
              },
            }
          : old,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: undiagnosedKey }),
  });
}

export function deleteLinks(api: CompanyApi, ids: readonly number[]) {
  return api.request('/shindan_musashino_senkous', {
    method: 'DELETE',
    body: { ids },
    schema: ZDeleteLinksResponse,
  });
}

export function useDeleteLinks() {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Parameters<typeof deleteLinks>[1]) => deleteLinks(api, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diagnosisQueryKey }),
  });
}
