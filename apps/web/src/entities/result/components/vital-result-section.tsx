import {
  can,
  canManageEmployee,
  formatDateTimeJa,
  type TEmployee,
  type TMirumevitalResult,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { useResult } from '../api/get-result';
import { useLatestResult } from '../api/latest-result';
import type { DiagnosisTypeValue } from '../lib/metrics';
import { ResultActions } from './result-actions';
import { ResultCard } from './result-card';
import { SelectionDecisionCard } from './selection-decision-card';

/** `?result=12` on the employee page shows that (past) result instead of the latest of its type. */
export const RESULT_PARAM = 'result';

function resultParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The employee page's mirumevital part: per diagnosis type the latest result in full (or the one the
 * history linked to), and for an applicant the selection decision. The type that matches the
 * person comes first (an applicant's 選考用診断, a staff member's 社員診断).
 */
export function VitalResultSection({ employee }: { employee: TEmployee }) {
  const company = useAreaCompany();
  const role = useAreaCompany().role;
  const [searchParams] = useSearchParams();
  const selectedId = resultParam(searchParams.get(RESULT_PARAM));
  const latest = {
    senkou: useLatestResult(employee.id, 'senkou'),
    employee: useLatestResult(employee.id, 'employee'),
  };
  const selected = useResult(employee.id, selectedId);
  const isApplicant = employee.employment_type === 'senkou';
  const order: DiagnosisTypeValue[] = isApplicant ? ['senkou', 'employee'] : ['employee', 'senkou'];
  const pending =
    latest.senkou.isPending || latest.employee.isPending || (selectedId !== null && selected.isPending);
  const failed = latest.senkou.error ?? latest.employee.error;
  const picked = selected.data?.data ?? null;
  const shown = (type: DiagnosisTypeValue): TMirumevitalResult | null =>
    picked?.diagnosis_type === type ? picked : (latest[type].data?.data ?? null);
  const results = order.map(shown).filter((r): r is TMirumevitalResult => r !== null);
  const pickedId = picked?.id;
  const scrollTo = pending ? undefined : picked?.diagnosis_type;
  // A result opened from the history is below the profile: bring it into view once it is drawn.
  useEffect(() => {
    if (pickedId === undefined || !scrollTo) return;
    document
      .getElementById(`vital-result-${scrollTo}`)
      ?.closest('section')
      ?.scrollIntoView?.({ block: 'start' });
  }, [pickedId, scrollTo]);
  const latestPath = company.paths.employee(employee.id);
  // An applicant's decision sits right under the selection result it is made on.
  const decisionCard = (
    <SelectionDecisionCard
      employeeId={employee.id}
      resultId={shown('senkou')?.id ?? null}
      canRecord={canManageEmployee(role, 'senkou')}
    />
  );

  return (
    <Stack spacing={3}>
      {failed ? <Alert severity="error">{errorMessage(failed)}</Alert> : null}
      {selected.isError ? (
        <Alert severity="warning">
          {`指定された診断結果を表示できませんでした（${errorMessage(selected.error)}）。最新の結果を表示しています。`}
        </Alert>
      ) : null}
      {pending && !failed ? (
        <Skeleton variant="rounded" height={320} aria-label="診断結果を読み込み中" />
      ) : null}
      {!pending && !failed && results.length === 0 ? (
        <EmptyResults employeeId={employee.id} canIssue={can(role, 'diagnosis:issue')} />
      ) : null}
      {!pending
        ? results.map((result) => (
            <Fragment key={result.id}>
              <ResultCard
                result={result}
                notice={
                  result === picked && picked.id !== latest[picked.diagnosis_type].data?.data?.id ? (
                    <Alert severity="info">
                      {`${formatDateTimeJa(result.taken_at)} に受検した過去の結果を表示しています。`}
                      <Link component={RouterLink} to={latestPath} sx={{ ml: 1, fontWeight: 700 }}>
                        最新の結果を表示
                      </Link>
                    </Alert>
                  ) : null
                }
                actions={<ResultActions result={result} role={role} />}
              />
              {isApplicant && result.diagnosis_type === 'senkou' ? decisionCard : null}
            </Fragment>
          ))
        : null}
      {isApplicant && !pending && !shown('senkou') ? decisionCard : null}
    </Stack>
  );
}

function EmptyResults({ employeeId, canIssue }: { employeeId: number; canIssue: boolean }) {
  const company = useAreaCompany();
  return (
    <Card component="section" aria-labelledby="vital-result-empty-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="vital-result-empty-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
          ミルメバイタルの診断結果
        </Typography>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">まだ診断結果がありません</Typography>
          {canIssue ? (
            <Button
              component={RouterLink}
              to={`${company.paths.linkIssue}?employee_id=${employeeId}`}
              variant="outlined"
            >
              診断リンクを発行
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
