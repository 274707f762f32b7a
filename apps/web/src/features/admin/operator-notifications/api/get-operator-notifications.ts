/** GET /api/v1/admin/notifications — what needs an operator, newest first, with the unread count. */

import type { OperatorNotificationKind } from '@mirume/shared';
import { ZOperatorNotificationsResponse } from '@mirume/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface NotificationsQuery {
  page: number;
  per: number;
  unread?: boolean;
  kind?: OperatorNotificationKind;
}

/** The bell refreshes on this rhythm while the console is open. */
const REFRESH_MS = 60_000;

export const operatorNotificationsQueryOptions = (query: NotificationsQuery) =>
  queryOptions({
    queryKey: ['admin', 'operator-notifications', query],
    queryFn: ({ signal }) =>
      apiRequest('/admin/notifications', {
        area: 'admin',
        query: {
          page: query.page,
          per: query.per,
          unread: query.unread ? 'true' : undefined,
          kind: query.kind,
        },
        schema: ZOperatorNotificationsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export function useOperatorNotifications(query: NotificationsQuery) {
  return useQuery(operatorNotificationsQueryOptions(query));
}
