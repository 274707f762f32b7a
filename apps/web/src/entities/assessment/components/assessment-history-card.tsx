import {
  ASSESSMENT_DEFS,
  ASSESSMENT_INSTRUMENTS,
  type AssessmentInstrument,
  formatDateJa,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
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
import { useQueries } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { visuallyHidden } from '@/lib/visually-hidden';
import { type AssessmentRecordOf, assessmentRecordsQueryOptions } from '../api/assessment-records';
import { useAssessmentPaths } from '../lib/assessment-paths';
import { canManageAssessments, summaryOf } from '../lib/assessment-view';
import type { AssessmentPerson } from './assessment-card';

type AnyRecord = AssessmentRecordOf[AssessmentInstrument];

/**
 * The history page's list of every HCI-AS, EMERGENETICS and energizer result, all instruments in
 * one table by 受検日 (newest first), each with its summary and links to its trend and its entry.
 */
export function AssessmentHistoryCard({ employee }: { employee: AssessmentPerson }) {
  const company = useAreaCompany();
  const pages = useAssessmentPaths();
  const manageable = canManageAssessments(company.role, employee.employment_type);
  const queries = useQueries({
    queries: ASSESSMENT_INSTRUMENTS.map((instrument) =>
      assessmentRecordsQueryOptions(company, employee.id, instrument),
    ),
  });
  const pending = queries.some((q) => q.isPending);
  const failed = queries.find((q) => q.isError)?.error;
  const records: AnyRecord[] = queries
    .flatMap((q) => (q.data ?? []) as AnyRecord[])
    .sort(
      (a, b) =>
        b.taken_on.localeCompare(a.taken_on) ||
        ASSESSMENT_INSTRUMENTS.indexOf(a.instrument) - ASSESSMENT_INSTRUMENTS.indexOf(b.instrument),
    );
  const title = 'HCI-AS・EMERGENETICS・エナジャイザーの結果';

  return (
    <Card component="section" aria-labelledby="assessment-history-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="assessment-history-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 0.5, mb: 2 }}>
          {ASSESSMENT_INSTRUMENTS.map((instrument) => (
            <Link key={instrument} component={RouterLink} to={pages[instrument].trend(employee.id)}>
              {`${ASSESSMENT_DEFS[instrument].label}の推移`}
            </Link>
          ))}
        </Stack>
        {failed ? <Alert severity="error">{errorMessage(failed)}</Alert> : null}
        {pending && !failed ? <Skeleton variant="rounded" height={120} aria-label="読み込み中" /> : null}
        {!pending && !failed && records.length === 0 ? (
          <Typography color="text.secondary">{`まだ${title}がありません`}</Typography>
        ) : null}
        {!pending && records.length > 0 ? (
          // Positioned, so the visually hidden header scrolls with the table instead of widening the page.
          <TableContainer sx={{ position: 'relative' }}>
            <Table size="small" aria-label={`${title}の一覧`} sx={{ minWidth: 600 }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>受検日</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>検査</TableCell>
                  <TableCell>概要</TableCell>
                  <TableCell>
                    <span style={visuallyHidden}>操作</span>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {records.map((record) => {
                  const label = ASSESSMENT_DEFS[record.instrument].label;
                  const date = formatDateJa(record.taken_on);
                  return (
                    <TableRow key={`${record.instrument}-${record.id}`}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{label}</TableCell>
                      <TableCell sx={{ minWidth: '16em' }}>{summaryOf(record)}</TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={1.5} sx={{ whiteSpace: 'nowrap' }}>
                          <Link
                            component={RouterLink}
                            to={pages[record.instrument].trend(employee.id)}
                            aria-label={`${date}の${label}：推移を見る`}
                          >
                            推移を見る
                          </Link>
                          {manageable ? (
                            <Link
                              component={RouterLink}
                              to={pages[record.instrument].edit(employee.id, record.id)}
                              aria-label={`${date}の${label}：編集`}
                            >
                              編集
                            </Link>
                          ) : null}
                        </Stack>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </CardContent>
    </Card>
  );
}
