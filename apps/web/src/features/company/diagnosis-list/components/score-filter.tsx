import {
  EmployeeMetric,
  LIST_SCORE_FIELD_KEYS,
  LIST_SCORE_FIELDS,
  type TListScoreField,
} from '@mirume/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ListCondition } from '../lib/list-condition';

const labelOf = (field: TListScoreField) => EmployeeMetric.label(LIST_SCORE_FIELDS[field]);

/**
 * One T-score list field's range (アクセル, ブレーキ, 達成動機 …: the newest employee result's
 * T-score, as the columns show it). People without that score are left out once a bound is given.
 */
export function ScoreFilter({
  condition,
  onChange,
}: {
  condition: ListCondition;
  onChange: (update: Partial<ListCondition>) => void;
}) {
  const field = condition.score_field;
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
        label="Tスコアで絞り込む"
        sx={{ gridColumn: 'span 2' }}
        value={field}
        onChange={(event) =>
          onChange({
            score_field: event.target.value as ListCondition['score_field'],
            score_min: '',
            score_max: '',
          })
        }
      >
        <MenuItem value="">指定しない</MenuItem>
        {LIST_SCORE_FIELD_KEYS.map((key) => (
          <MenuItem key={key} value={key}>
            {labelOf(key)}
          </MenuItem>
        ))}
      </TextField>
      {field ? (
        <>
          <TextField
            size="small"
            label={`${labelOf(field)}（以上）`}
            inputMode="decimal"
            // Kept small above the field, like the date bounds: the full label fits the narrow cell.
            slotProps={{ inputLabel: { shrink: true } }}
            value={condition.score_min}
            onChange={(event) => onChange({ score_min: event.target.value })}
          />
          <TextField
            size="small"
            label={`${labelOf(field)}（以下）`}
            inputMode="decimal"
            slotProps={{ inputLabel: { shrink: true } }}
            value={condition.score_max}
            onChange={(event) => onChange({ score_max: event.target.value })}
          />
        </>
      ) : null}
    </Box>
  );
}
