import { fullName } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { useEmployee } from '@/entities/employee/api/get-employee';
import { useEmployeeId } from '@/entities/employee/lib/use-employee-id';
import { T_SCORE_LEGEND } from '@/entities/result/components/t-score-bars';
import { CHANGE_NOTE } from '@/entities/result/lib/change';
import type { DiagnosisTypeValue } from '@/entities/result/lib/metrics';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { useTrend } from '../api/get-trend';
import { TrendSection } from '../components/trend-section';

/** /employees/:id/history-mirumevital — the last three results per type, side by side and as lines. */
export function EmployeeTrendPage() {
  const company = useAreaCompany();
  const id = useEmployeeId();
  const employee = useEmployee(id ?? 0);
  const trend = useTrend(id ?? 0);
  if (id === null || (isApiError(employee.error) && employee.error.status === 404)) return <NotFoundPage />;
  const person = employee.data?.data;
  const series = trend.data?.data;
  // The type that matches the person first: an applicant's selection results, a staff member's own.
  const order: DiagnosisTypeValue[] =
    person?.employment_type === 'senkou' ? ['senkou', 'employee'] : ['employee', 'senkou'];
  const types = series ? order.filter((type) => series[type].results.length > 0) : [];

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Stack
        useFlexGap
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {person ? `${fullName(person)}さんのミルメバイタルの推移` : 'ミルメバイタルの推移'}
        </Typography>
        <Button variant="outlined" component={RouterLink} to={company.paths.employeeHistory(id)}>
          受検履歴
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {`${CHANGE_NOTE}${T_SCORE_LEGEND}`}
      </Typography>
      {employee.isError ? <Alert severity="error">{errorMessage(employee.error)}</Alert> : null}
      {trend.isError ? <Alert severity="error">{errorMessage(trend.error)}</Alert> : null}
      {trend.isPending ? <Skeleton variant="rounded" height={360} aria-label="読み込み中" /> : null}
      {series && types.length === 0 ? (
        <Card>
          <CardContent sx={{ p: 3 }}>
            <Typography color="text.secondary">推移を表示できる診断結果がまだありません</Typography>
          </CardContent>
        </Card>
      ) : null}
      {series ? types.map((type) => <TrendSection key={type} type={type} series={series[type]} />) : null}
    </Stack>
  );
}
