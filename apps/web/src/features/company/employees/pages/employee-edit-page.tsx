import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { useEmployeeId } from '@/entities/employee/lib/use-employee-id';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { useEmployeeEdit } from '../api/get-employee-edit';
import { useUpdateEmployee } from '../api/update-employee';
import { EmployeeForm, toFormValues } from '../components/employee-form';

/** /employees/:id/edit — changes a person's record. */
export function EmployeeEditPage() {
  const company = useAreaCompany();
  const id = useEmployeeId();
  const { data, isPending, isError, error } = useEmployeeEdit(id ?? 0);
  const update = useUpdateEmployee();
  const snackbar = useSnackbar();
  const navigate = useNavigate();

  if (id === null || (isError && isApiError(error) && error.status === 404)) return <NotFoundPage />;
  const employee = data?.data;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h1">社員情報の編集</Typography>
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rounded" height={480} aria-label="読み込み中" /> : null}
      {employee && !employee.can_manage ? (
        <Alert severity="info">この社員の情報を編集する権限がありません。</Alert>
      ) : null}
      {employee?.can_manage ? (
        <EmployeeForm
          key={employee.id}
          mode="edit"
          defaultValues={toFormValues(employee)}
          submitLabel="保存する"
          cancelTo={company.paths.employee(employee.id)}
          onSubmit={async (values) => {
            await update.mutateAsync({ id: employee.id, body: values });
            snackbar.show('update');
            navigate(company.paths.employee(employee.id));
          }}
        />
      ) : null}
    </Stack>
  );
}
