import {
  DiagnosisType,
  ENERGIZER,
  formatDateJa,
  type TEnergizerRecord,
  type TMusashinoEnergizer,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-client';
import { useMusashinoEnergizer } from '../api/musashino-energizer';
import { formatScore } from '../lib/assessment-view';
import { AssessmentCard, type AssessmentPerson } from './assessment-card';

const DERIVED_NOTE =
  '「ミルメバイタルからの換算」は、ミルメバイタルの質問紙の結果（T得点）を標準得点（1〜10）に換算した参考値です。エナジャイザーを受検した結果ではありません。';

/**
 * The energizer on the person's page: the six scales entered from the sheet, and beside them the
 * same six derived from the person's newest mirumevital questionnaire (musashino energizer),
 * labelled as derived. The derived view shows even before any energizer result is entered.
 */
export function EnergizerCard({ employee }: { employee: AssessmentPerson }) {
  const derived = useMusashinoEnergizer(employee.id);
  const musashino = derived.data ?? null;
  const failure = derived.isError ? (
    <Alert severity="warning">{`ミルメバイタルからの換算値を表示できませんでした（${errorMessage(derived.error)}）。`}</Alert>
  ) : null;
  return (
    <AssessmentCard
      instrument="energizer"
      employee={employee}
      withoutResult={
        <>
          {failure}
          {musashino ? <EnergizerTable record={null} musashino={musashino} /> : null}
        </>
      }
    >
      {(record) => (
        <>
          {failure}
          <EnergizerTable record={record} musashino={musashino} />
        </>
      )}
    </AssessmentCard>
  );
}

function EnergizerTable({
  record,
  musashino,
}: {
  record: TEnergizerRecord | null;
  musashino: TMusashinoEnergizer | null;
}) {
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="エナジャイザーの尺度" sx={{ '& tbody td': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell>尺度（標準得点 1〜10）</TableCell>
              {record ? (
                <TableCell align="right">
                  受検結果
                  <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                    {formatDateJa(record.taken_on)}
                  </Typography>
                </TableCell>
              ) : null}
              {musashino ? (
                <TableCell align="right">
                  ミルメバイタルからの換算（参考）
                  <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                    {`${formatDateJa(musashino.taken_on)}・${DiagnosisType.label(musashino.type)}`}
                  </Typography>
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {ENERGIZER.scales.map((scale) => (
              <TableRow key={scale.key}>
                <TableCell component="th" scope="row">
                  {scale.label}
                </TableCell>
                {record ? (
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {formatScore(record.scores[scale.key], scale)}
                  </TableCell>
                ) : null}
                {musashino ? (
                  <TableCell align="right" sx={{ color: 'text.secondary' }}>
                    {formatScore(musashino.scores[scale.key], scale)}
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {musashino ? (
        <Typography variant="body2" color="text.secondary">
          {DERIVED_NOTE}
        </Typography>
      ) : null}
    </>
  );
}
