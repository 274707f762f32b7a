import {
  canManageEmployee,
  DiagnosisStatus,
  formatDateJa,
  fullName,
  Gender,
  PERSON_FIELDS,
  type TEmployee,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { AssessmentSections } from '@/entities/assessment/components/assessment-sections';
import { CustomResultsSection } from '@/entities/custom-assessment/components/custom-results-section';
import { IssuanceHistoryCard } from '@/entities/diagnosis/components/issuance-history-card';
import { useEmployee } from '@/entities/employee/api/get-employee';
import { useOrganizationUnits } from '@/entities/employee/api/get-organization-units';
import { EmploymentTypeChip } from '@/entities/employee/components/employment-type-chip';
import { useEmployeeId } from '@/entities/employee/lib/use-employee-id';
import { VitalResultSection } from '@/entities/result/components/vital-result-section';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { useDeleteEmployee } from '../api/delete-employee';

/** /employees/:id — a person's profile, their latest mirumevital results and the links issued to them. */
export function EmployeePage() {
  const company = useAreaCompany();
  const id = useEmployeeId();
  const { data, isPending, isError, error } = useEmployee(id ?? 0);
  const role = useAreaCompany().role;
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteEmployee();
  const snackbar = useSnackbar();
  const navigate = useNavigate();

  if (id === null || (isError && isApiError(error) && error.status === 404)) return <NotFoundPage />;
  const employee = data?.data;
  const manageable = employee ? canManageEmployee(role, employee.employment_type) : false;

  const confirmDelete = async () => {
    if (!employee) return;
    try {
      await remove.mutateAsync(employee.id);
      setConfirming(false);
      snackbar.show('delete');
      navigate(company.paths.diagnosisList);
    } catch (cause) {
      setConfirming(false);
      snackbar.show({ message: errorMessage(cause), severity: 'error' });
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Stack
        useFlexGap
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {employee ? `${fullName(employee)}（${employee.employee_id}）` : '社員詳細'}
        </Typography>
        {manageable && employee ? (
          <>
            <Button component={RouterLink} to={company.paths.employeeEdit(employee.id)} variant="contained">
              編集する
            </Button>
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
              削除する
            </Button>
          </>
        ) : null}
      </Stack>
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rounded" height={360} aria-label="読み込み中" /> : null}
      {employee ? <VitalResultSection employee={employee} /> : null}
      {employee ? <AssessmentSections employee={employee} /> : null}
      {employee ? <CustomResultsSection employee={employee} /> : null}
      {employee ? <Profile employee={employee} /> : null}
      {employee ? <IssuanceHistoryCard employeeId={employee.id} /> : null}
      {employee ? (
        <ConfirmDialog
          open={confirming}
          title="社員の削除"
          confirmLabel="削除する"
          destructive
          pending={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        >
          {`${fullName(employee)}（社員番号 ${employee.employee_id}）さんの社員情報を削除します。この社員の診断結果がある場合は、それも併せて削除されます。削除すると元に戻せません。`}
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}

function Profile({ employee }: { employee: TEmployee }) {
  const units = useOrganizationUnits();
  const unitPath =
    employee.organization_chart_id === null
      ? null
      : (units.data?.find((unit) => unit.id === employee.organization_chart_id)?.label ??
        employee.organization_chart_name);
  const rows: [string, React.ReactNode][] = [
    [PERSON_FIELDS.employee_id.label, employee.employee_id],
    ['氏名', fullName(employee)],
    ['フリガナ', `${employee.kana_last_name} ${employee.kana_first_name}`],
    ['雇用形態', <EmploymentTypeChip key="type" value={employee.employment_type} />],
    ['性別', employee.gender ? Gender.label(employee.gender) : null],
    ['生年月日', employee.birthday ? `${formatDateJa(employee.birthday)}（${employee.age ?? '-'}歳）` : null],
    ['メールアドレス', employee.email],
    ['部署', employee.department],
    ['役職', employee.position],
    ['組織図の所属', unitPath],
    ['入社日', employee.hire_date ? formatDateJa(employee.hire_date) : null],
    ['診断状況', DiagnosisStatus.label(employee.diagnosis_status)],
    ['メモ', employee.memo],
  ];
  return (
    <Card component="section" aria-label="社員情報">
      <CardContent sx={{ p: 3 }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
            columnGap: 3,
            rowGap: 1.5,
            m: 0,
            '& dt': { color: 'text.secondary', fontWeight: 700 },
            '& dd': { m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value === null || value === '' ? '-' : value}</dd>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
