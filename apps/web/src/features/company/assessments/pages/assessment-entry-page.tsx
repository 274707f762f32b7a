/**
 * /employees/:id/{hcis|emergenetics|energizers}/new and …/:recordId/edit, and the same under
 * /admin/employees/:id (the operator area, decision 0028): registers or changes one result of a
 * third-party assessment, then goes back to the person's page.
 */
import { ASSESSMENT_DEFS, type AssessmentInstrument, canManageEmployee, fullName } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { useEmployee } from '@/entities/employee/api/get-employee';
import { useEmployeeId } from '@/entities/employee/lib/use-employee-id';
import { errorMessage, isApiError } from '@/lib/api-client';
import { idParam, useAreaCompany } from '@/lib/area-company';
import { useAssessment } from '../api/get-assessment';
import { AssessmentForm } from '../components/assessment-form';

/** The route parameter naming the record on an edit route. */
const RECORD_PARAMS: Record<AssessmentInstrument, string> = {
  hci: 'hciId',
  emergenetic: 'emergeneticId',
  energizer: 'energizerId',
};

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

function AssessmentEntryPage({ instrument }: { instrument: AssessmentInstrument }) {
  const def = ASSESSMENT_DEFS[instrument];
  const company = useAreaCompany();
  const employeeId = useEmployeeId();
  const params = useParams();
  const recordParam = params[RECORD_PARAMS[instrument]];
  const editing = recordParam !== undefined;
  const recordId = editing ? idParam(recordParam) : null;
  const employee = useEmployee(employeeId ?? 0);
  const record = useAssessment(employeeId ?? 0, instrument, recordId);
  const snackbar = useSnackbar();
  const navigate = useNavigate();

  if (employeeId === null || (editing && recordId === null)) return <NotFoundPage />;
  if (isNotFound(employee.error) || (editing && isNotFound(record.error))) return <NotFoundPage />;
  // A record of another instrument or another person under this URL is not this page's record.
  const stored = record.data?.data;
  if (stored && (stored.instrument !== instrument || stored.employee_id !== employeeId))
    return <NotFoundPage />;

  const person = employee.data?.data;
  const title = `${def.label}結果の${editing ? '編集' : '登録'}`;
  const error = employee.error ?? (editing ? record.error : null);
  const ready = person && (!editing || stored);
  const allowed = person ? canManageEmployee(company.role, person.employment_type) : false;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1120 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">{title}</Typography>
        {person ? (
          <Typography color="text.secondary">
            {fullName(person)}（{person.employee_id}）
          </Typography>
        ) : null}
      </Stack>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {!ready && !error ? <Skeleton variant="rounded" height={480} aria-label="読み込み中" /> : null}
      {ready && !allowed ? (
        <Alert severity="info">この社員の結果を登録・編集する権限がありません。</Alert>
      ) : null}
      {ready && allowed ? (
        <AssessmentForm
          key={stored?.id ?? 'new'}
          instrument={instrument}
          employeeId={employeeId}
          record={stored}
          cancelTo={company.paths.employee(employeeId)}
          onSaved={() => {
            snackbar.show(editing ? 'update' : 'create');
            navigate(company.paths.employee(employeeId));
          }}
        />
      ) : null}
    </Stack>
  );
}

export function HciEntryPage() {
  return <AssessmentEntryPage instrument="hci" />;
}

export function EmergeneticEntryPage() {
  return <AssessmentEntryPage instrument="emergenetic" />;
}

export function EnergizerEntryPage() {
  return <AssessmentEntryPage instrument="energizer" />;
}
