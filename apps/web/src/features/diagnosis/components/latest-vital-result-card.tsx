import {
  ApplicantMetric,
  AptitudeType,
  Browser,
  Device,
  DiagnosisType,
  EmployeeMetric,
  formatDateTimeJa,
  OperatingSystem,
  PcEvaluation,
  type TMirumevitalResult,
} from '@mirume/shared';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useLatestResult } from '../api/results';
import { RankChip } from './rank-chip';

interface LatestVitalResultCardProps {
  employeeId: number;
  /** Whether the signed-in user may issue a diagnosis (the empty state offers the issue page). */
  canIssue: boolean;
}

const fmt = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined
    ? '-'
    : value.toLocaleString('ja-JP', { maximumFractionDigits: digits });

/**
 * The rows of the metrics table in the order of spec §3, with their Japanese labels. A staff result
 * carries the reaction metrics too (its rank rules use them), listed after the staff metrics.
 */
function metricRows(result: TMirumevitalResult): { key: string; label: string; raw: string; t: string }[] {
  const labels: Record<string, string> =
    result.diagnosis_type === 'senkou'
      ? ApplicantMetric.labels
      : { ...EmployeeMetric.labels, ...ApplicantMetric.labels };
  return Object.entries(labels)
    .filter(([key]) => result.metrics[key])
    .map(([key, label]) => ({
      key,
      label,
      raw: fmt(result.metrics[key]?.raw, 2),
      t: fmt(result.metrics[key]?.t, 0),
    }));
}

function aptitudeRows(result: TMirumevitalResult) {
  return AptitudeType.options()
    .filter((o) => result.aptitudes[o.value])
    .map((o) => ({ key: o.value, label: o.label, t: fmt(result.aptitudes[o.value]?.t, 0) }));
}

/** The person's latest ミルメバイタル results (選考用 and 社員), compact; issue 6 brings the full page. */
export function LatestVitalResultCard({ employeeId, canIssue }: LatestVitalResultCardProps) {
  const senkou = useLatestResult(employeeId, 'senkou');
  const employee = useLatestResult(employeeId, 'employee');
  const pending = senkou.isPending || employee.isPending;
  const failed = senkou.error ?? employee.error;
  const results = [senkou.data?.data, employee.data?.data].filter((r): r is TMirumevitalResult => Boolean(r));

  return (
    <Card component="section" aria-labelledby="latest-vital-result-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="latest-vital-result-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
          ミルメバイタルの診断結果
        </Typography>
        {failed ? <Alert severity="error">{errorMessage(failed)}</Alert> : null}
        {pending && !failed ? <Skeleton variant="rounded" height={200} aria-label="読み込み中" /> : null}
        {!pending && !failed && results.length === 0 ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography color="text.secondary">まだ診断結果がありません</Typography>
            {canIssue ? (
              <Button
                component={RouterLink}
                to={`${paths.diagnosisLinkIssue.getHref()}?employee_id=${employeeId}`}
                variant="outlined"
              >
                診断リンクを発行
              </Button>
            ) : null}
          </Stack>
        ) : null}
        <Stack spacing={3}>
          {results.map((result) => (
            <ResultSection key={result.id} result={result} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function ResultSection({ result }: { result: TMirumevitalResult }) {
  const rows = metricRows(result);
  const aptitudes = aptitudeRows(result);
  const title = DiagnosisType.label(result.diagnosis_type);
  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
        <RankChip result={result} />
        <Typography variant="body2" color="text.secondary">
          受検日時 {formatDateTimeJa(result.taken_at)}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        判定理由：{result.rank_rule.text}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mb: 1.5 }} useFlexGap>
        <Chip size="small" variant="outlined" label={`端末 ${Device.label(result.device)}`} />
        <Chip size="small" variant="outlined" label={`OS ${OperatingSystem.label(result.os)}`} />
        <Chip size="small" variant="outlined" label={`ブラウザ ${Browser.label(result.browser)}`} />
        <Chip
          size="small"
          variant="outlined"
          label={`PC操作評価 ${PcEvaluation.label(result.pc_evaluation)}`}
        />
        {result.validity.flags.map((flag) => (
          <Chip
            key={flag}
            size="small"
            icon={<WarningAmberIcon />}
            label={flag}
            sx={{
              bgcolor: '#FFF4E5',
              color: '#8A4B00',
              fontWeight: 700,
              '& .MuiChip-icon': { color: '#8A4B00' },
            }}
          />
        ))}
      </Stack>
      {!result.validity.valid ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          受検中に不自然な操作が記録されています。結果は参考としてご覧ください。
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: aptitudes.length > 0 ? '3fr 2fr' : '1fr' },
          gap: 2,
        }}
      >
        <Table size="small" aria-label={`${title}の指標`}>
          <TableHead>
            <TableRow>
              <TableCell>指標</TableCell>
              <TableCell align="right">素点</TableCell>
              <TableCell align="right">T得点</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell>{row.label}</TableCell>
                <TableCell align="right">{row.raw}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {row.t}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {aptitudes.length > 0 ? (
          <Table size="small" aria-label={`${title}の職種適性`}>
            <TableHead>
              <TableRow>
                <TableCell>職種適性</TableCell>
                <TableCell align="right">T得点</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {aptitudes.map((row) => (
                <TableRow key={row.key}>
                  <TableCell>{row.label}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {row.t}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </Box>
    </Box>
  );
}
