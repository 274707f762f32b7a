import {
  ASSESSMENT_DEFS,
  type AssessmentInstrument,
  CheckState,
  formatDateJa,
  HCI_CHECK_STATE_LABEL,
  HCI_RESULT_LABEL,
} from '@mirume/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';
import type { AssessmentRecordOf } from '@/entities/assessment/api/assessment-records';
import { HciResultChip } from '@/entities/assessment/components/hci-result-chip';
import { ChangeMark } from '@/entities/result/components/change-mark';
import type { MetricChange } from '@/entities/result/lib/change';
import { formatNumber } from '@/entities/result/lib/metrics';
import type { TrendRow, TrendTableSection } from '../lib/trend-rows';

interface AssessmentTrendTableProps {
  instrument: AssessmentInstrument;
  /** Oldest first. */
  results: AssessmentRecordOf[AssessmentInstrument][];
  sections: TrendTableSection[];
  changes: Record<string, MetricChange>;
}

const HEAD: Record<AssessmentInstrument, string> = {
  hci: '尺度',
  emergenetic: '領域・項目（0〜100）',
  energizer: '尺度（標準得点 1〜10）',
};

/** The results side by side (row × 受検日) with each row's change since the previous result. */
export function AssessmentTrendTable({ instrument, results, sections, changes }: AssessmentTrendTableProps) {
  const columns = results.length + 2;
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={`${ASSESSMENT_DEFS[instrument].label}の推移`}
        sx={{
          '& th, & td': { whiteSpace: 'nowrap' },
          // The row names stay in view while a narrow screen scrolls the dates sideways.
          '& tr > :first-of-type:not([colspan])': {
            position: 'sticky',
            left: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
          },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{HEAD[instrument]}</TableCell>
            {results.map((r) => (
              <TableCell key={r.id} align="right">
                {formatDateJa(r.taken_on)}
              </TableCell>
            ))}
            <TableCell>前回からの変化</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {instrument === 'hci' ? <HciRows results={results} /> : null}
          {sections.map((section) => (
            <Fragment key={section.title ?? 'rows'}>
              {section.title ? (
                <TableRow>
                  <TableCell
                    component="th"
                    scope="colgroup"
                    colSpan={columns}
                    sx={{ fontWeight: 700, bgcolor: '#F4F6F9' }}
                  >
                    {section.title}
                  </TableCell>
                </TableRow>
              ) : null}
              {section.rows.map((row) => (
                <ValueRow key={row.key} row={row} results={results} change={changes[row.key]} />
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ValueRow({
  row,
  results,
  change,
}: {
  row: TrendRow;
  results: AssessmentRecordOf[AssessmentInstrument][];
  change: MetricChange | undefined;
}) {
  const strong = row.kind === 'group';
  return (
    <TableRow>
      <TableCell
        component="th"
        scope="row"
        sx={{ fontWeight: strong ? 700 : 400, pl: row.kind === 'item' ? 4 : 2 }}
      >
        {row.label}
      </TableCell>
      {results.map((r) => (
        <TableCell key={r.id} align="right" sx={{ fontWeight: strong ? 700 : 400 }}>
          {formatNumber(row.valueOf(r), 1)}
        </TableCell>
      ))}
      <TableCell>
        <ChangeMark change={change} />
      </TableCell>
    </TableRow>
  );
}

/** HCI-AS: 判定 and 確認状況 of each result above the scales. */
function HciRows({ results }: { results: AssessmentRecordOf[AssessmentInstrument][] }) {
  return (
    <>
      <TableRow>
        <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
          {HCI_RESULT_LABEL}
        </TableCell>
        {results.map((r) => (
          <TableCell key={r.id} align="right">
            {r.instrument === 'hci' ? <HciResultChip result={r.result} /> : null}
          </TableCell>
        ))}
        <TableCell />
      </TableRow>
      <TableRow>
        <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
          {HCI_CHECK_STATE_LABEL}
        </TableCell>
        {results.map((r) => (
          <TableCell key={r.id} align="right">
            {r.instrument === 'hci' ? CheckState.label(r.check_state) : null}
          </TableCell>
        ))}
        <TableCell />
      </TableRow>
    </>
  );
}
