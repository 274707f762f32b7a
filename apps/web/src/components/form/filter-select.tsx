import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface FilterSelectProps<V extends string> {
  label: string;
  /** '' means no filter (「すべて」). */
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
}

/** A list filter's select box: 「すべて」 (no filter) followed by the options. */
export function FilterSelect<V extends string>({ label, value, options, onChange }: FilterSelectProps<V>) {
  return (
    <TextField
      size="small"
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V | '')}
    >
      <MenuItem value="">すべて</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
