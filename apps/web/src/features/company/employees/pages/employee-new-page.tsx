import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { useAreaCompany } from '@/lib/area-company';
import { useCreateEmployee } from '../api/create-employee';
import { EMPTY_EMPLOYEE, EmployeeForm } from '../components/employee-form';

/** /employees/new — registers one employee or applicant, then shows their page. */
export function EmployeeNewPage() {
  const company = useAreaCompany();
  const role = useAreaCompany().role;
  const create = useCreateEmployee();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  // A selection admin registers applicants only: start with 選考中 chosen.
  const defaults =
    role === 'senkou_admin' ? { ...EMPTY_EMPLOYEE, employment_type: 'senkou' } : EMPTY_EMPLOYEE;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h1">社員の登録</Typography>
      <EmployeeForm
        mode="create"
        defaultValues={defaults}
        submitLabel="登録する"
        cancelTo={company.paths.diagnosisList}
        onSubmit={async (values) => {
          const { data } = await create.mutateAsync(values);
          snackbar.show('create');
          navigate(company.paths.employee(data.id));
        }}
      />
    </Stack>
  );
}
