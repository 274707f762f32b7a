/**
 * Route elements of the operator working inside one company (decision 0028). They decide which
 * company the company screens under them work in; the screens read it with `useAreaCompany()`.
 * - `/admin/companies/:companyId/…`: the company of the URL;
 * - `/admin/employees/:id/…`: the URL names only the person, so the person's company is asked
 *   for first (`GET admin/employees/{id}`); a missing person, or one of a discarded company, is 404.
 */
import { ZOperatorEmployeeCompanyResponse } from '@mirume/shared';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useParams } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { isApiError } from '@/lib/api-client';
import { adminArea } from '@/lib/area';
import { idParam, OperatorCompanyScope } from '@/lib/area-company';

export function OperatorCompanyRoute() {
  const companyId = idParam(useParams().companyId);
  if (companyId === null) return <NotFoundPage />;
  return (
    <OperatorCompanyScope companyId={companyId}>
      <Outlet />
    </OperatorCompanyScope>
  );
}

export function OperatorEmployeeRoute() {
  const id = idParam(useParams().id);
  const owner = useQuery({
    queryKey: ['admin', 'employee-company', id],
    queryFn: ({ signal }) =>
      adminArea.request(`/admin/employees/${id}`, { schema: ZOperatorEmployeeCompanyResponse, signal }),
    enabled: id !== null,
  });
  if (id === null || (owner.isError && isApiError(owner.error) && owner.error.status === 404)) {
    return <NotFoundPage />;
  }
  if (owner.isError) throw owner.error;
  const companyId = owner.data?.data.company_id;
  if (companyId === undefined) return <Skeleton variant="rounded" height={360} aria-label="読み込み中" />;
  return (
    <OperatorCompanyScope companyId={companyId}>
      <Outlet />
    </OperatorCompanyScope>
  );
}
