import { DiagnosisType, formatDateJa, type TTrendSeries } from '@mirume/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { ChangeMark } from '@/entities/result/components/change-mark';
import { ChartGroupPicker } from '@/entities/result/components/chart-group-picker';
import { RankChip } from '@/entities/result/components/rank-chip';
import {
  aptitudeRows,
  type DiagnosisTypeValue,
  formatNumber,
  metricSections,
} from '@/entities/result/lib/metrics';
import { trendGroups } from '../lib/trend-groups';
import { TrendLineChart } from './trend-line-chart';

interface TrendSectionProps {
  type: DiagnosisTypeValue;
  series: TTrendSeries;
}

/** One diagnosis type's last results side by side (metric × date) and as a line chart per group. */
export function TrendSection({ type, series }: TrendSectionProps) {
  const { results, changes } = series;
  const groups = trendGroups(type, results);
  // Open on the group holding a real change, so that it is the first thing seen.
  const [groupId, setGroupId] = useState(
    () => (groups.find((g) => g.keys.some((key) => changes[key]?.significant)) ?? groups[0])?.id ?? '',
  );
  const group = groups.find((g) => g.id === groupId) ?? groups[0];
  const newest = results.at(-1);
  const title = DiagnosisType.label(type);
  const headingId = `trend-${type}`;
  // Results of one type carry the same metrics; the newest one gives the rows and their sections.
  const sections = newest
    ? [...metricSections(newest), { title: '職種適性', rows: aptitudeRows(newest) }].filter(
        (s) => s.rows.length > 0,
      )
    : [];
  const aptitudeKeys = new Set(newest ? aptitudeRows(newest).map((r) => r.key) : []);
  const scoreAt = (index: number, key: string) =>
    results[index]?.[aptitudeKeys.has(key) ? 'aptitudes' : 'metrics'][key]?.t ?? null;

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={2.5}>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem' }}>
            {title}（直近{results.length}回）
          </Typography>
          {results.length === 1 ? (
            <Typography variant="body2" color="text.secondary">
              結果が1回分のため、変化はまだ表示できません。2回目の受検後に前回との比較が表示されます。
            </Typography>
          ) : null}
          {group ? (
            <Box>
              <ChartGroupPicker
                groups={groups}
                value={group.id}
                onChange={setGroupId}
                label={`${title}のグラフに表示する指標`}
              />
              <TrendLineChart results={results} group={group} changes={changes} />
            </Box>
          ) : null}
          <TableContainer>
            <Table size="small" aria-label={`${title}の推移`} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>指標（T得点）</TableCell>
                  {results.map((result) => (
                    <TableCell key={result.id} align="right">
                      {formatDateJa(result.taken_at)}
                    </TableCell>
                  ))}
                  <TableCell>前回からの変化</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>判定</TableCell>
                  {results.map((result) => (
                    <TableCell key={result.id} align="right">
                      <RankChip result={result} />
                    </TableCell>
                  ))}
                  <TableCell />
                </TableRow>
                {sections.map((section) => (
                  <Fragment key={section.title ?? 'metrics'}>
                    {section.title && sections.length > 1 ? (
                      <TableRow>
                        <TableCell
                          component="th"
                          scope="colgroup"
                          colSpan={results.length + 2}
                          sx={{ fontWeight: 700, bgcolor: '#F4F6F9' }}
                        >
                          {section.title}
                        </TableCell>
                      </TableRow>
                    ) : null}
                    {section.rows.map((row) => (
                      <TableRow key={row.key}>
                        <TableCell>{row.label}</TableCell>
                        {results.map((result, index) => (
                          <TableCell key={result.id} align="right">
                            {formatNumber(scoreAt(index, row.key), 0)}
                          </TableCell>
                        ))}
                        <TableCell>
                          <ChangeMark change={changes[row.key]} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Stack>
      </CardContent>
    </Card>
  );
}
