import { EMPLOYMENT_TYPE_THEME_COLORS, EmploymentType } from '@mirume/shared';
import Chip from '@mui/material/Chip';

type EmploymentTypeValue = (typeof EmploymentType.values)[number];

/** 雇用形態 in its theme colour (white text, contrast ≥ 4.5:1). */
export function EmploymentTypeChip({ value }: { value: EmploymentTypeValue }) {
  return (
    <Chip
      size="small"
      label={EmploymentType.label(value)}
      sx={{ bgcolor: EMPLOYMENT_TYPE_THEME_COLORS[value], color: '#fff', fontWeight: 700 }}
    />
  );
}
