import { DiagnosisStatus, EMPLOYMENT_TYPE_THEME_COLORS, EmploymentType, Gender } from '@mirume/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FilterSelect } from '@/components/form/filter-select';
import { SearchField } from '@/components/form/search-field';
import type { OrganizationUnitOption } from '../api/get-organization-units';
import type { EmployeeCondition } from '../lib/list-condition';

interface EmployeeFiltersProps {
  condition: EmployeeCondition;
  search: string;
  units: readonly OrganizationUnitOption[];
  onSearch: (value: string) => void;
  onChange: (update: Partial<EmployeeCondition>) => void;
  onReset: (() => void) | null;
}

/** The search box and filters above the list; every change is kept in sessionStorage by the page. */
export function EmployeeFilters({
  condition,
  search,
  units,
  onSearch,
  onChange,
  onReset,
}: EmployeeFiltersProps) {
  const typeLabelId = useId();
  const toggleType = (value: (typeof EmploymentType.values)[number]) => {
    const selected = condition.employment_type.includes(value);
    onChange({
      employment_type: selected
        ? condition.employment_type.filter((v) => v !== value)
        : [...condition.employment_type, value],
    });
  };

  return (
    <Stack component="section" role="search" spacing={2} aria-label="社員の検索と絞り込み">
      <SearchField
        label="氏名・フリガナ・社員番号で検索"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ maxWidth: 520 }}
      />
      <Stack
        useFlexGap
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography id={typeLabelId} variant="body2" sx={{ fontWeight: 700 }}>
          雇用形態
        </Typography>
        <Box role="group" aria-labelledby={typeLabelId} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {EmploymentType.options().map((o) => {
            const selected = condition.employment_type.includes(o.value);
            const color = EMPLOYMENT_TYPE_THEME_COLORS[o.value];
            return (
              <Chip
                key={o.value}
                label={o.label}
                clickable
                aria-pressed={selected}
                onClick={() => toggleType(o.value)}
                variant={selected ? 'filled' : 'outlined'}
                sx={{
                  borderColor: color,
                  color: selected ? '#fff' : color,
                  bgcolor: selected ? color : 'transparent',
                  fontWeight: 700,
                  '&:hover': { bgcolor: selected ? color : `${color}14` },
                  '&.MuiChip-clickable:hover': { bgcolor: selected ? color : `${color}14` },
                }}
              />
            );
          })}
        </Box>
      </Stack>
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
          label="部署"
          value={condition.department}
          onChange={(event) => onChange({ department: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          size="small"
          label="役職"
          value={condition.position}
          onChange={(event) => onChange({ position: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          size="small"
          select
          label="組織図の所属"
          value={condition.organization_chart_id}
          onChange={(event) => onChange({ organization_chart_id: event.target.value })}
        >
          <MenuItem value="">すべて</MenuItem>
          {units.map((unit) => (
            <MenuItem key={unit.id} value={String(unit.id)} sx={{ pl: 2 + unit.depth * 2 }}>
              {unit.label}
            </MenuItem>
          ))}
        </TextField>
        <FilterSelect
          label="性別"
          value={condition.gender}
          options={Gender.options()}
          onChange={(gender) => onChange({ gender })}
        />
        <TextField
          size="small"
          label="年齢（下限）"
          type="number"
          value={condition.age_min}
          onChange={(event) => onChange({ age_min: event.target.value })}
          slotProps={{ htmlInput: { min: 0, max: 150, inputMode: 'numeric' } }}
        />
        <TextField
          size="small"
          label="年齢（上限）"
          type="number"
          value={condition.age_max}
          onChange={(event) => onChange({ age_max: event.target.value })}
          slotProps={{ htmlInput: { min: 0, max: 150, inputMode: 'numeric' } }}
        />
        <FilterSelect
          label="診断状況"
          value={condition.diagnosis_status}
          options={DiagnosisStatus.options()}
          onChange={(diagnosis_status) => onChange({ diagnosis_status })}
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
