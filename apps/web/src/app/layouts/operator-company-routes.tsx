/**
 * Route elements of the operator working inside one company (decision 0028). They decide which
 * company the company screens under them work in; the screens read it with `useAreaCompany()`.
 * - `/admin/companies/:companyId/…`: the company of the URL;
 * - `/admin/employees/:id/…`: the URL names only the person, so the person's company is asked
 *   for first (`GET admin/employees/{id}`); a missing person, or one of a discarded company, is 404.
 */
import { ZOperatorCompanyScopeResponse, ZOperatorEmployeeCompanyResponse } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { Outlet, Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { isApiError } from '@/lib/api-client';
import { adminArea } from '@/lib/area';
import { idParam, OperatorCompanyScope } from '@/lib/area-company';
import { paths } from '@/lib/paths';

/** Says whose data this is, and that the operator's changes are recorded (APPI). */
function CompanyBanner({ companyId, name }: { companyId: number; name: string }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }} role="status" aria-label="作業中の企業">
      <Link component={RouterLink} to={paths.adminCompany.getHref({ companyId })} sx={{ fontWeight: 700 }}>
        {name}
      </Link>
      のデータを運営者として表示しています。登録・変更・発行などの操作は、すべて操作記録に残ります。
    </Alert>
  );
}

const loading = <Skeleton variant="rounded" height={360} aria-label="読み込み中" />;

export function OperatorCompanyRoute() {
  const companyId = idParam(useParams().companyId);
  const scope = useQuery({
    queryKey: ['admin', 'company-scope', companyId],
    queryFn: ({ signal }) =>
      adminArea.request(`/admin/companies/${companyId}/scope`, {
        schema: ZOperatorCompanyScopeResponse,
        signal,
      }),
    enabled: companyId !== null,
  });
  if (companyId === null || (scope.isError && isApiError(scope.error) && scope.error.status === 404)) {
    return <NotFoundPage />;
  }
  if (scope.isError) throw scope.error;
  if (!scope.data) return loading;
  return (
    <OperatorCompanyScope companyId={companyId}>
      <CompanyBanner companyId={companyId} name={scope.data.data.name} />
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
  if (!owner.data) return loading;
  const { company_id: companyId, company_name: companyName } = owner.data.data;
  return (
    <OperatorCompanyScope companyId={companyId}>
      <CompanyBanner companyId={companyId} name={companyName} />
      <Outlet />
    </OperatorCompanyScope>
  );
}
