import { DiagnosisLinkSource, DiagnosisType, EmploymentType, UndiagnosedStatus } from '@mirume/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateRangeFilter } from '@/components/form/date-range-filter';
import { FilterSelect } from '@/components/form/filter-select';
import { SearchField } from '@/components/form/search-field';
import { OPEN_STATUSES, type UndiagnosedCondition } from '../lib/undiagnosed-condition';

interface UndiagnosedFiltersProps {
  condition: UndiagnosedCondition;
  onChange: (update: Partial<UndiagnosedCondition>) => void;
  onReset: (() => void) | null;
}

type SelectKey = 'diagnosis_type' | 'status' | 'checked' | 'source' | 'employment_type';

const SELECTS: { key: SelectKey; label: string; options: { value: string; label: string }[] }[] = [
  { key: 'diagnosis_type', label: '診断の種類', options: DiagnosisType.options() },
  {
    key: 'status',
    label: '状態',
    options: OPEN_STATUSES.map((value) => ({ value, label: UndiagnosedStatus.label(value) })),
  },
  {
    key: 'checked',
    label: 'チェック',
    options: [
      { value: 'checked', label: 'チェック済み' },
      { value: 'unchecked', label: '未チェック' },
    ],
  },
  { key: 'source', label: '発行方法', options: DiagnosisLinkSource.options() },
  { key: 'employment_type', label: '雇用形態', options: EmploymentType.options() },
];

/** Search and filters of the undiagnosed list; the page keeps them in sessionStorage. */
export function UndiagnosedFilters({ condition, onChange, onReset }: UndiagnosedFiltersProps) {
  return (
    <Stack component="section" role="search" aria-label="未発行・未受検一覧の検索と絞り込み" spacing={2}>
      <SearchField
        label="氏名・フリガナ・社員番号・メールアドレスで検索"
        value={condition.q}
        onChange={(event) => onChange({ q: event.target.value })}
        sx={{ maxWidth: 560 }}
      />
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
        {SELECTS.map((select) => (
          <FilterSelect
            key={select.key}
            label={select.label}
            value={condition[select.key]}
            options={select.options}
            onChange={(value) => onChange({ [select.key]: value } as Partial<UndiagnosedCondition>)}
          />
        ))}
        <DateRangeFilter
          label="発行日"
          from={condition.issued_from}
          to={condition.issued_to}
          onChange={(edge, value) =>
            onChange(edge === 'from' ? { issued_from: value } : { issued_to: value })
          }
        />
      </Box>
      {onReset ? (
        <Box>
          <Button size="small" onClick={onReset}>
            条件をクリア
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
