import { ASSESSMENT_DEFS, type AssessmentInstrument, fullName } from '@mirume/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { type AssessmentRecordOf, useAssessmentRecords } from '@/entities/assessment/api/assessment-records';
import { useAssessmentPaths } from '@/entities/assessment/lib/assessment-paths';
import { canManageAssessments, changeNote, SCALE_LEGENDS } from '@/entities/assessment/lib/assessment-view';
import { useEmployee } from '@/entities/employee/api/get-employee';
import { useEmployeeId } from '@/entities/employee/lib/use-employee-id';
import { ChartGroupPicker } from '@/entities/result/components/chart-group-picker';
import type { MetricChange } from '@/entities/result/lib/change';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { AssessmentTrendChart } from '../components/assessment-trend-chart';
import { AssessmentTrendTable } from '../components/assessment-trend-table';
import { recentResults, type TrendModel, trendChanges, trendModel } from '../lib/trend-rows';

/** /employees/:id/history-hci (and /admin/employees/:id/…) */
export function HciTrendPage() {
  return <AssessmentTrendPage instrument="hci" />;
}

/** /employees/:id/history-emergenetic (and /admin/employees/:id/…) */
export function EmergeneticTrendPage() {
  return <AssessmentTrendPage instrument="emergenetic" />;
}

/** /employees/:id/history-energizer (and /admin/employees/:id/…) */
export function EnergizerTrendPage() {
  return <AssessmentTrendPage instrument="energizer" />;
}

/**
 * The trend of one instrument (spec §9: the recent 3 results): side by side in a table with every
 * scale and the change since the previous result, and as lines; a change is marked only when it
 * reaches the scale's noise threshold.
 */
function AssessmentTrendPage({ instrument }: { instrument: AssessmentInstrument }) {
  const company = useAreaCompany();
  const pages = useAssessmentPaths()[instrument];
  const id = useEmployeeId();
  const employee = useEmployee(id ?? 0);
  const records = useAssessmentRecords(id ?? 0, instrument);
  if (id === null || (isApiError(employee.error) && employee.error.status === 404)) return <NotFoundPage />;
  const person = employee.data?.data;
  const label = ASSESSMENT_DEFS[instrument].label;
  const all = records.data ?? [];
  const manageable = person ? canManageAssessments(company.role, person.employment_type) : false;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Stack
        useFlexGap
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {person ? `${fullName(person)}さんの${label}の推移` : `${label}の推移`}
        </Typography>
        <Button variant="outlined" component={RouterLink} to={company.paths.employeeHistory(id)}>
          受検履歴
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {`${changeNote(instrument)}${SCALE_LEGENDS[instrument]}`}
      </Typography>
      {employee.isError ? <Alert severity="error">{errorMessage(employee.error)}</Alert> : null}
      {records.isError ? <Alert severity="error">{errorMessage(records.error)}</Alert> : null}
      {records.isPending ? <Skeleton variant="rounded" height={360} aria-label="読み込み中" /> : null}
      {records.data && all.length === 0 ? (
        <Card>
          <CardContent sx={{ p: 3 }}>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography color="text.secondary">{`推移を表示できる${label}の結果がまだありません`}</Typography>
              {manageable ? (
                <Button
                  component={RouterLink}
                  to={pages.new(id)}
                  variant="contained"
                  startIcon={<AddIcon aria-hidden="true" />}
                >
                  結果を登録
                </Button>
              ) : null}
            </Stack>
          </CardContent>
        </Card>
      ) : null}
      {all.length > 0 ? (
        <TrendCard instrument={instrument} results={recentResults(all)} total={all.length} />
      ) : null}
    </Stack>
  );
}

interface TrendCardProps {
  instrument: AssessmentInstrument;
  /** Oldest first. */
  results: AssessmentRecordOf[AssessmentInstrument][];
  total: number;
}

function TrendCard({ instrument, results, total }: TrendCardProps) {
  const model: TrendModel = trendModel(instrument);
  const changes: Record<string, MetricChange> = trendChanges(
    model.sections.flatMap((s) => s.rows),
    results,
  );
  const groups = model.chartGroups;
  // Open on the group holding a real change, so that it is the first thing seen.
  const [groupId, setGroupId] = useState(
    () => (groups.find((g) => g.rows.some((row) => changes[row.key]?.significant)) ?? groups[0])?.id ?? '',
  );
  const group = groups.find((g) => g.id === groupId) ?? groups[0];
  const label = ASSESSMENT_DEFS[instrument].label;
  const headingId = `trend-${instrument}`;

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={2.5}>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem' }}>
            {total > results.length
              ? `${label}（全${total}回のうち直近${results.length}回）`
              : `${label}（直近${results.length}回）`}
          </Typography>
          {results.length === 1 ? (
            <Typography variant="body2" color="text.secondary">
              結果が1回分のため、変化はまだ表示できません。2回目の結果を登録すると前回との比較が表示されます。
            </Typography>
          ) : null}
          {group ? (
            <Box>
              <ChartGroupPicker
                groups={groups}
                value={group.id}
                onChange={setGroupId}
                label={`${label}のグラフに表示する尺度`}
              />
              <AssessmentTrendChart results={results} group={group} changes={changes} />
            </Box>
          ) : null}
          <AssessmentTrendTable
            instrument={instrument}
            results={results}
            sections={model.sections}
            changes={changes}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
