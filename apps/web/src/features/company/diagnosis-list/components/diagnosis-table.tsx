import {
  ApplicantMetric,
  DiagnosisStatus,
  DiagnosisType,
  EmployeeMetric,
  PERSON_FIELDS,
  SelectionResult,
  type TCustomColumn,
  type TDiagnosisListItem,
  tokyoDate,
} from '@mirume/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmploymentTypeChip } from '@/entities/employee/components/employment-type-chip';
import { RankChip } from '@/entities/result/components/rank-chip';
import { useAreaCompany } from '@/lib/area-company';
import { type ColumnChoice, DEFAULT_COLUMNS, DEFAULT_METRIC_COUNT } from '../lib/columns';
import {
  customSort,
  type DiagnosisTypeValue,
  type ListCondition,
  type MetricOption,
  metricOptions,
  metricSort,
  sortedListScore,
  sortedMetric,
} from '../lib/list-condition';

/** The §3 list's latest_* fields: the T-scores of the person's latest employee result. */
const LATEST_FIELDS = {
  highest_hukugo_answer: 'latest_highest_hukugo_answer',
  management_personnel_leadership: 'latest_management_personnel_leadership',
  management_personnel_management: 'latest_management_personnel_management',
  accelerator: 'latest_accelerator',
  brake: 'latest_brake',
  achievement: 'achievement',
  affinity: 'affinity',
  power: 'power',
  avoidance: 'avoidance',
} as const satisfies Record<(typeof EmployeeMetric.values)[number], keyof TDiagnosisListItem>;

interface MetricColumn {
  key: string;
  label: string;
  /** The list's sort for this column: the list field for the §3 fields, else `metric:<key>`. */
  sort: string;
  value: (item: TDiagnosisListItem) => number | null | undefined;
}

const fromLatestResult = (key: string) => (item: TDiagnosisListItem) => item.latest_result?.t_scores[key];

/**
 * The T-score columns for the chosen type: applicant metrics for 選考用診断, otherwise the §3
 * list's employee metrics. The metric the list is sorted by comes first (with a column of its own
 * if the type's columns lack it), so the sorted values are in view without scrolling the table.
 */
export function metricColumns(type: DiagnosisTypeValue | '', sort: string): MetricColumn[] {
  const columns: MetricColumn[] =
    type === 'senkou'
      ? ApplicantMetric.options().map((o) => ({
          key: o.value,
          label: o.label,
          sort: metricSort(o.value),
          value: fromLatestResult(o.value),
        }))
      : EmployeeMetric.options().map((o) => ({
          key: o.value,
          label: o.label,
          // Sorted by the value shown: the newest employee result's, not the newest result's.
          sort: LATEST_FIELDS[o.value],
          value: (item) => item[LATEST_FIELDS[o.value]],
        }));
  const listScore = sortedListScore(sort) as (typeof EmployeeMetric.values)[number] | null;
  const sorted = sortedMetric(sort) ?? listScore;
  if (!sorted) return columns;
  const own = columns.find((c) => c.key === sorted);
  const option: MetricOption | undefined = metricOptions(type).find((o) => o.key === sorted);
  const added: MetricColumn = listScore
    ? {
        key: listScore,
        label: EmployeeMetric.label(listScore),
        sort,
        value: (item) => item[LATEST_FIELDS[listScore]],
      }
    : { key: sorted, label: option?.label ?? sorted, sort, value: fromLatestResult(sorted) };
  return [own ?? added, ...columns.filter((c) => c !== own)];
}

const formatT = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : String(Math.round(value * 10) / 10);

export const nameOf = (item: Pick<TDiagnosisListItem, 'last_name' | 'first_name'>) =>
  `${item.last_name} ${item.first_name}`;

interface DiagnosisTableProps {
  items: readonly TDiagnosisListItem[];
  condition: Pick<ListCondition, 'sort' | 'order' | 'diagnosis_type'>;
  onSort: (sort: string) => void;
  pickedIds: ReadonlySet<number>;
  onToggle: (item: TDiagnosisListItem) => void;
  onTogglePage: () => void;
  /** The optional columns the user chose (lib/columns.ts). */
  visible?: ColumnChoice;
  /** The custom assessments shown as columns (marked for display in their settings). */
  customColumns?: readonly TCustomColumn[];
}

const customValue = (item: TDiagnosisListItem, column: TCustomColumn) => {
  const value = item.custom_assessments.find((c) => c.assessment_id === column.id)?.value ?? null;
  if (value === null) return '-';
  return column.unit && column.kind === 'number' ? `${value} ${column.unit}` : value;
};

/** 社員一覧: the people with their latest result; a row with a result can be picked for the bulk actions. */
export function DiagnosisTable({
  items,
  condition,
  onSort,
  pickedIds,
  onToggle,
  onTogglePage,
  visible = DEFAULT_COLUMNS,
  customColumns = [],
}: DiagnosisTableProps) {
  const company = useAreaCompany();
  const navigate = useNavigate();
  const { sort, order } = condition;
  const allColumns = metricColumns(condition.diagnosis_type, sort);
  const columns = visible.all_metrics ? allColumns : allColumns.slice(0, DEFAULT_METRIC_COUNT);
  const show = visible;
  const selectable = items.filter((item) => item.latest_result);
  const pageSelected = selectable.filter(
    (item) => item.latest_result && pickedIds.has(item.latest_result.id),
  ).length;

  const header = (key: string, label: ReactNode, align?: 'right') => (
    <TableCell
      key={key}
      align={align}
      aria-sort={sort === key ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <TableSortLabel
        active={sort === key}
        direction={sort === key ? order : 'asc'}
        onClick={() => onSort(key)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="社員一覧" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={selectable.length > 0 && pageSelected === selectable.length}
                indeterminate={pageSelected > 0 && pageSelected < selectable.length}
                disabled={selectable.length === 0}
                onChange={onTogglePage}
                slotProps={{ input: { 'aria-label': 'このページの結果をすべて選択' } }}
              />
            </TableCell>
            {header('employee_id', PERSON_FIELDS.employee_id.label)}
            {header('kana', '氏名')}
            {show.employment_type ? <TableCell>雇用形態</TableCell> : null}
            {show.diagnosis_type ? <TableCell>最新の診断</TableCell> : null}
            {header('taken_at', '受検日')}
            {header('rank', 'ランク')}
            {show.selection ? <TableCell>選考結果</TableCell> : null}
            {columns.map((c) => header(c.sort, c.label, 'right'))}
            {customColumns.map((c) =>
              header(customSort(c.id), c.name, c.kind === 'number' ? 'right' : undefined),
            )}
            {show.department ? <TableCell>部署</TableCell> : null}
            {show.position ? <TableCell>役職</TableCell> : null}
            {show.age ? <TableCell align="right">年齢</TableCell> : null}
            {show.diagnosis_status ? <TableCell>診断状況</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const href = company.paths.employee(item.id);
            const result = item.latest_result;
            const picked = result ? pickedIds.has(result.id) : false;
            return (
              <TableRow
                key={item.id}
                hover
                selected={picked}
                onClick={(event) => {
                  if ((event.target as HTMLElement).closest('a, input, button')) return;
                  navigate(href);
                }}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={picked}
                    disabled={!result}
                    onChange={() => onToggle(item)}
                    slotProps={{
                      input: {
                        'aria-label': result ? `${nameOf(item)}の結果を選択` : `${nameOf(item)}（結果なし）`,
                      },
                    }}
                  />
                </TableCell>
                <TableCell>{item.employee_id}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={href} underline="hover" sx={{ fontWeight: 700 }}>
                    {nameOf(item)}
                  </Link>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {item.kana_last_name} {item.kana_first_name}
                  </Typography>
                </TableCell>
                {show.employment_type ? (
                  <TableCell>
                    <EmploymentTypeChip value={item.employment_type} />
                  </TableCell>
                ) : null}
                {show.diagnosis_type ? (
                  <TableCell>{result ? DiagnosisType.label(result.diagnosis_type) : '-'}</TableCell>
                ) : null}
                <TableCell>
                  {result ? tokyoDate(new Date(result.taken_at)).replaceAll('-', '/') : '-'}
                </TableCell>
                <TableCell>
                  {result ? (
                    <Box sx={{ '& .MuiChip-root': { height: 26, fontSize: '0.8125rem' } }}>
                      <RankChip result={result} />
                    </Box>
                  ) : (
                    '-'
                  )}
                </TableCell>
                {show.selection ? (
                  <TableCell>{item.selection ? SelectionResult.label(item.selection) : '-'}</TableCell>
                ) : null}
                {columns.map((c) => (
                  <TableCell key={c.key} align="right">
                    {formatT(c.value(item))}
                  </TableCell>
                ))}
                {customColumns.map((c) => (
                  <TableCell
                    key={`custom-${c.id}`}
                    align={c.kind === 'number' ? 'right' : undefined}
                    sx={
                      c.kind === 'text'
                        ? { maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }
                        : undefined
                    }
                  >
                    {customValue(item, c)}
                  </TableCell>
                ))}
                {show.department ? <TableCell>{item.department ?? '-'}</TableCell> : null}
                {show.position ? <TableCell>{item.position ?? '-'}</TableCell> : null}
                {show.age ? <TableCell align="right">{item.age ?? '-'}</TableCell> : null}
                {show.diagnosis_status ? (
                  <TableCell>{DiagnosisStatus.label(item.diagnosis_status)}</TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
