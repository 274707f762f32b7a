import {
  Browser,
  Device,
  DiagnosisType,
  formatDateTimeJa,
  OperatingSystem,
  PcEvaluation,
  type TMirumevitalResult,
} from '@mirume/shared';
import { APTITUDE_NOTE } from '@mirume/shared/vital/interpretation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { aptitudeRows, formatNumber, type MetricRow, metricSections } from '../lib/metrics';
import { RankChip, rankLabel } from './rank-chip';
import { T_SCORE_LEGEND, TScoreBar, TScoreChart } from './t-score-bars';
import { ValidityChips } from './validity-chips';
import { VoidReason } from './void-reason';

interface ResultCardProps {
  result: TMirumevitalResult;
  /** Above the result: e.g. the notice that a past result is shown. */
  notice?: ReactNode;
  /** The buttons under the header (downloads, links, switch). */
  actions: ReactNode;
}

/**
 * One mirumevital result in full: the rank and the rule that decided it first (what HR needs at a
 * glance), then validity warnings, the session, every metric with its explanation and chart, and
 * the 14 job aptitudes of a staff result.
 */
export function ResultCard({ result, notice, actions }: ResultCardProps) {
  const title = DiagnosisType.label(result.diagnosis_type);
  const sections = metricSections(result);
  const aptitudes = aptitudeRows(result);
  const headingId = `vital-result-${result.diagnosis_type}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ scrollMarginTop: 88 }}>
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={2.5}>
          {notice}
          <Stack
            useFlexGap
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem' }}>
              ミルメバイタル {title}
            </Typography>
            {result.source_result_id !== null ? (
              <Chip size="small" variant="outlined" label="再判定した結果" />
            ) : null}
          </Stack>
          <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
            <Box
              sx={{ '& .MuiChip-root': { height: 56, minWidth: 96, fontSize: '1.5rem', borderRadius: 2 } }}
            >
              <RankChip result={result} />
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                判定理由
              </Typography>
              <VoidReason reason={result.rank_rule.text} component="p" bold />
              {result.criteria ? (
                <Typography variant="body2" color="text.secondary" data-testid="result-criteria">
                  判定基準: {result.criteria.name}（第{result.criteria.version}版
                  {result.criteria.company_id === null ? '・サービス標準' : ''}）
                </Typography>
              ) : null}
            </Box>
          </Stack>
          <RankHistory result={result} />
          {result.validity.flags.length > 0 || !result.validity.valid ? (
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} useFlexGap>
                <ValidityChips flags={result.validity.flags} />
              </Stack>
              {!result.validity.valid ? (
                <Alert severity="warning">
                  受検中に不自然な操作が記録されたため、この結果は無効です。結果は参考としてご覧ください。
                </Alert>
              ) : null}
            </Stack>
          ) : null}
          <SessionFacts result={result} />
          {actions}
          <TableContainer>
            <Table size="small" aria-label={`${title}の指標`}>
              <TableHead>
                <TableRow>
                  <TableCell>指標</TableCell>
                  {/* The number columns keep their headings on one line; on a phone the metric's
                      name and explanation wrap instead. */}
                  <TableCell align="right" sx={NO_WRAP}>
                    素点
                  </TableCell>
                  <TableCell align="right" sx={NO_WRAP}>
                    T得点
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>位置（20〜80）</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sections.map((section) => (
                  <Fragment key={section.title ?? 'metrics'}>
                    {section.title && sections.length > 1 ? (
                      <TableRow>
                        <TableCell
                          component="th"
                          scope="colgroup"
                          colSpan={4}
                          sx={{ fontWeight: 700, bgcolor: '#F4F6F9' }}
                        >
                          {section.title}
                        </TableCell>
                      </TableRow>
                    ) : null}
                    {section.rows.map((row) => (
                      <MetricTableRow
                        key={row.key}
                        row={row}
                        decisive={row.key === result.rank_rule.metric}
                      />
                    ))}
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="caption" color="text.secondary">
            {T_SCORE_LEGEND}
          </Typography>
          {aptitudes.length > 0 ? (
            <Box component="section" aria-labelledby={`${headingId}-aptitudes`}>
              <Typography id={`${headingId}-aptitudes`} sx={{ fontWeight: 700, mb: 1 }}>
                職種適性
              </Typography>
              <TScoreChart rows={aptitudes} title="職種適性のT得点" />
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                {APTITUDE_NOTE}
              </Typography>
            </Box>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * One metric: label and explanation, raw value, T-score and its bar. The metric that decided the
 * rank is tinted and says so, so the reason and the row it comes from are seen together.
 */
function MetricTableRow({ row, decisive }: { row: MetricRow; decisive: boolean }) {
  return (
    <TableRow sx={decisive ? { bgcolor: '#FFF4E5' } : undefined}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {row.label}
          {decisive ? (
            <Box component="span" sx={{ ml: 1, color: '#8A4B00', fontSize: '0.75rem' }}>
              判定に使われた指標
            </Box>
          ) : null}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {row.explain}
        </Typography>
      </TableCell>
      <TableCell align="right" sx={NO_WRAP}>
        {formatNumber(row.raw, 2)}
      </TableCell>
      <TableCell align="right" sx={{ ...NO_WRAP, fontWeight: 700, fontSize: '1rem' }}>
        {formatNumber(row.t, 0)}
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
        <TScoreBar t={row.t} />
      </TableCell>
    </TableRow>
  );
}

/** Earlier ranks of this result that a criteria change replaced, newest first. */
function RankHistory({ result }: { result: TMirumevitalResult }) {
  const changes = (result.rank_changes ?? []).filter((c) => c.from_rank !== c.to_rank);
  if (changes.length === 0) return null;
  const version = (v: number | null) => (v === null ? '削除された版' : `第${v}版`);
  return (
    <Box component="section" aria-label="ランクの変更履歴">
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        ランクの変更履歴
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {changes.map((c) => (
          <Typography component="li" variant="body2" key={`${c.changed_at}-${c.to_version}`}>
            {formatDateTimeJa(c.changed_at)} 基準の変更により{' '}
            {rankLabel({ rank: c.from_rank as never, diagnosis_type: result.diagnosis_type })}（
            {version(c.from_version)}）→{' '}
            {rankLabel({ rank: c.to_rank as never, diagnosis_type: result.diagnosis_type })}（
            {version(c.to_version)}）
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** 受検日時・端末・OS・ブラウザ・PC操作評価・採点バージョン as a compact definition list. */
function SessionFacts({ result }: { result: TMirumevitalResult }) {
  const facts: [string, string][] = [
    ['受検日時', formatDateTimeJa(result.taken_at)],
    ['端末', Device.label(result.device)],
    ['OS', OperatingSystem.label(result.os)],
    ['ブラウザ', Browser.label(result.browser)],
    ['PC操作評価', PcEvaluation.label(result.pc_evaluation)],
    ['採点バージョン', result.scoring_version],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr', sm: 'repeat(3, auto 1fr)' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        fontSize: '0.875rem',
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0 },
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
