import { DiagnosisType, PASS_FAIL_LABELS, SelectionResult, type TCustomColumn } from '@mirume/shared';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { DateRangeFilter } from '@/components/form/date-range-filter';
import { FilterSelect } from '@/components/form/filter-select';
import {
  customSort,
  type DiagnosisTypeValue,
  EMPLOYEE_GROUP,
  FIELD_SORT_LABELS,
  isRankOf,
  type ListCondition,
  listScoreSort,
  metricOptions,
  metricSort,
  rankOptions,
  sortedMetric,
} from '../lib/list-condition';
import { ScoreFilter } from './score-filter';

interface ResultFiltersProps {
  condition: ListCondition;
  onChange: (update: Partial<ListCondition>) => void;
  /** The custom assessments shown as list columns: sortable, and filterable unless free text. */
  customColumns?: readonly TCustomColumn[];
}

/** What a change of type leaves valid: a rank or a sorted metric the new type has not is dropped. */
export function changeType(condition: ListCondition, type: DiagnosisTypeValue | ''): Partial<ListCondition> {
  const update: Partial<ListCondition> = { diagnosis_type: type };
  if (condition.rank !== '' && type !== '' && !isRankOf(type, condition.rank)) update.rank = '';
  const metric = sortedMetric(condition.sort);
  if (metric && !metricOptions(type).some((o) => o.key === metric)) update.sort = 'created_at';
  return update;
}

/** The latest result's filters (type, rank, period, selection decision) and the sort. */
export function ResultFilters({ condition, onChange, customColumns = [] }: ResultFiltersProps) {
  const metrics = metricOptions(condition.diagnosis_type);
  const sortItems: ReactNode[] = Object.entries(FIELD_SORT_LABELS).map(([value, label]) => (
    <MenuItem key={value} value={value}>
      {label}
    </MenuItem>
  ));
  let group = '';
  for (const metric of metrics) {
    if (metric.group !== group) {
      group = metric.group;
      sortItems.push(<ListSubheader key={`group-${group}`}>{group}（Tスコア）</ListSubheader>);
    }
    // The employee metrics sort by the list field they are shown as (the newest employee result).
    const value = (metric.group === EMPLOYEE_GROUP && listScoreSort(metric.key)) || metricSort(metric.key);
    sortItems.push(
      <MenuItem key={metric.key} value={value} sx={{ pl: 3 }}>
        {metric.label}
      </MenuItem>,
    );
  }
  if (customColumns.length > 0) {
    sortItems.push(<ListSubheader key="group-custom">カスタムアセスメント</ListSubheader>);
    for (const column of customColumns)
      sortItems.push(
        <MenuItem key={`custom-${column.id}`} value={customSort(column.id)} sx={{ pl: 3 }}>
          {column.name}
        </MenuItem>,
      );
  }

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: '1fr 1fr',
            md: 'repeat(4, minmax(0, 1fr))',
            lg: 'repeat(7, minmax(0, 1fr))',
          },
          gap: 1.5,
        }}
      >
        <TextField
          size="small"
          select
          label="診断の種類"
          value={condition.diagnosis_type}
          onChange={(event) => onChange(changeType(condition, event.target.value as DiagnosisTypeValue | ''))}
        >
          <MenuItem value="">すべて（最新の結果）</MenuItem>
          {DiagnosisType.options().map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <FilterSelect
          label="ランク"
          value={condition.rank}
          options={rankOptions(condition.diagnosis_type)}
          onChange={(rank) => onChange({ rank: rank as ListCondition['rank'] })}
        />
        <DateRangeFilter
          label="受検日"
          from={condition.taken_from}
          to={condition.taken_to}
          onChange={(edge, value) => onChange(edge === 'from' ? { taken_from: value } : { taken_to: value })}
        />
        <FilterSelect
          label="選考結果"
          value={condition.selection}
          options={SelectionResult.options()}
          onChange={(selection) => onChange({ selection })}
        />
        <TextField
          size="small"
          select
          label="並び替え"
          value={condition.sort}
          onChange={(event) => onChange({ sort: event.target.value })}
        >
          {sortItems}
        </TextField>
        <TextField
          size="small"
          select
          label="順序"
          value={condition.order}
          onChange={(event) => onChange({ order: event.target.value as ListCondition['order'] })}
        >
          <MenuItem value="desc">降順</MenuItem>
          <MenuItem value="asc">昇順</MenuItem>
        </TextField>
      </Box>
      <ScoreFilter condition={condition} onChange={onChange} />
      <CustomFilter condition={condition} onChange={onChange} columns={customColumns} />
    </>
  );
}

/** One custom assessment's latest result: a range for numbers, a value for ranks and pass/fail. */
function CustomFilter({
  condition,
  onChange,
  columns,
}: {
  condition: ListCondition;
  onChange: (update: Partial<ListCondition>) => void;
  columns: readonly TCustomColumn[];
}) {
  const filterable = columns.filter((c) => c.kind !== 'text');
  if (filterable.length === 0) return null;
  const chosen = filterable.find((c) => String(c.id) === condition.custom_id);
  const values =
    chosen?.kind === 'rank' ? chosen.choices : chosen?.kind === 'pass_fail' ? [...PASS_FAIL_LABELS] : [];
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(7, minmax(0, 1fr))',
        },
        gap: 1.5,
        mt: 1.5,
      }}
    >
      <TextField
        size="small"
        select
        label="カスタムアセスメントで絞り込む"
        sx={{ gridColumn: 'span 2' }}
        value={chosen ? condition.custom_id : ''}
        onChange={(event) =>
          onChange({ custom_id: event.target.value, custom_min: '', custom_max: '', custom_value: '' })
        }
      >
        <MenuItem value="">指定しない</MenuItem>
        {filterable.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      {chosen?.kind === 'number' ? (
        <>
          <TextField
            size="small"
            label={`${chosen.name}（以上）`}
            inputMode="decimal"
            value={condition.custom_min}
            onChange={(event) => onChange({ custom_min: event.target.value })}
          />
          <TextField
            size="small"
            label={`${chosen.name}（以下）`}
            inputMode="decimal"
            value={condition.custom_max}
            onChange={(event) => onChange({ custom_max: event.target.value })}
          />
        </>
      ) : null}
      {chosen && values.length > 0 ? (
        <FilterSelect
          label={chosen.name}
          value={condition.custom_value}
          options={values.map((v) => ({ value: v, label: v }))}
          onChange={(value) => onChange({ custom_value: value })}
        />
      ) : null}
    </Box>
  );
}
