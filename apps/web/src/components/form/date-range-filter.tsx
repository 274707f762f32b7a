/**
 * A list filter's period: two date inputs 「…（から）」「…（まで）」 offering only the dates the API
 * accepts for a filter (`dateInputRange('filter')`), each bounded by the other so the end cannot
 * come before the start. A fragment, so the fields sit in the filter bar's own grid.
 */
import { dateInputRange } from '@mirume/shared';
import TextField from '@mui/material/TextField';

const FILTER_RANGE = dateInputRange('filter');

export function DateRangeFilter({
  label,
  from,
  to,
  onChange,
}: {
  label: string;
  from: string;
  to: string;
  /** The edge that changed and its new value (`''` when cleared). */
  onChange: (edge: 'from' | 'to', value: string) => void;
}) {
  return (
    <>
      <TextField
        size="small"
        type="date"
        label={`${label}（から）`}
        value={from}
        onChange={(event) => onChange('from', event.target.value)}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: FILTER_RANGE.min, max: to || FILTER_RANGE.max },
        }}
      />
      <TextField
        size="small"
        type="date"
        label={`${label}（まで）`}
        value={to}
        onChange={(event) => onChange('to', event.target.value)}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: from || FILTER_RANGE.min, max: FILTER_RANGE.max },
        }}
      />
    </>
  );
}
