import { DiagnosisType, formatDateTimeJa, fullName, type TResultSummary } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { AssessmentHistoryCard } from '@/entities/assessment/components/assessment-history-card';
import { CustomResultsSection } from '@/entities/custom-assessment/components/custom-results-section';
import { IssuanceHistoryCard } from '@/entities/diagnosis/components/issuance-history-card';
import { useEmployee } from '@/entities/employee/api/get-employee';
import { useEmployeeId } from '@/entities/employee/lib/use-employee-id';
import { RankChip } from '@/entities/result/components/rank-chip';
import { ValidityChips } from '@/entities/result/components/validity-chips';
import { RESULT_PARAM } from '@/entities/result/components/vital-result-section';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useResults } from '../api/get-results';

/** /employees/:id/history — every diagnosis of the person with a link to it, and the links issued. */
export function EmployeeHistoryPage() {
  const company = useAreaCompany();
  const id = useEmployeeId();
  const employee = useEmployee(id ?? 0);
  if (id === null || (isApiError(employee.error) && employee.error.status === 404)) return <NotFoundPage />;
  const person = employee.data?.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Stack
        useFlexGap
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {person ? `${fullName(person)}さんの受検履歴` : '受検履歴'}
        </Typography>
        <Button variant="outlined" component={RouterLink} to={company.paths.employeeHistoryMirumevital(id)}>
          推移を見る
        </Button>
      </Stack>
      {employee.isError ? <Alert severity="error">{errorMessage(employee.error)}</Alert> : null}
      <ResultsCard employeeId={id} />
      {person ? <AssessmentHistoryCard employee={person} /> : null}
      {person ? <CustomResultsSection employee={person} title="カスタムアセスメントの履歴" /> : null}
      <IssuanceHistoryCard employeeId={id} />
    </Stack>
  );
}

function ResultsCard({ employeeId }: { employeeId: number }) {
  const { data, isPending, isError, error } = useResults(employeeId);
  const items = data?.data.items ?? [];
  return (
    <Card component="section" aria-labelledby="diagnosis-results-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="diagnosis-results-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
          ミルメバイタルの診断結果
        </Typography>
        {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        {isPending ? <Skeleton variant="rounded" height={160} aria-label="読み込み中" /> : null}
        {data && items.length === 0 ? (
          <Typography color="text.secondary">まだ診断結果がありません</Typography>
        ) : null}
        {items.length > 0 ? (
          // Positioned, so the visually hidden header scrolls with the table instead of widening the page.
          <TableContainer sx={{ position: 'relative' }}>
            <Table size="small" aria-label="診断結果の一覧" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>受検日時</TableCell>
                  <TableCell>診断の種類</TableCell>
                  <TableCell>状態</TableCell>
                  <TableCell>判定</TableCell>
                  <TableCell>注意</TableCell>
                  <TableCell>
                    <span style={visuallyHidden}>操作</span>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <ResultRow key={item.id} employeeId={employeeId} item={item} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ResultRow({ employeeId, item }: { employeeId: number; item: TResultSummary }) {
  const company = useAreaCompany();
  const valid = item.status === 'completed';
  return (
    <TableRow>
      <TableCell>{formatDateTimeJa(item.taken_at)}</TableCell>
      <TableCell>
        {DiagnosisType.label(item.diagnosis_type)}
        {item.source_result_id !== null ? (
          <Chip size="small" variant="outlined" label="再判定" sx={{ ml: 1 }} />
        ) : null}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          label={valid ? '有効' : '無効'}
          sx={valid ? { bgcolor: '#E7F4EA', color: '#1E6B34' } : { bgcolor: '#FDECEA', color: '#A12622' }}
        />
      </TableCell>
      <TableCell>
        <RankChip result={item} />
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          <ValidityChips flags={item.validity_flags} />
        </Stack>
      </TableCell>
      <TableCell>
        <Link
          component={RouterLink}
          to={`${company.paths.employee(employeeId)}?${RESULT_PARAM}=${item.id}`}
          aria-label={`${formatDateTimeJa(item.taken_at)}の${DiagnosisType.label(item.diagnosis_type)}の結果を見る`}
        >
          結果を見る
        </Link>
      </TableCell>
    </TableRow>
  );
}
