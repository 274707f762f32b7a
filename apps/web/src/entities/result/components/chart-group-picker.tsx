/**
 * Which group of lines a trend chart draws (the mirumevital metrics' groups, an instrument's
 * scales or group means): one toggle per group, one pressed.
 */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface ChartGroupPickerProps {
  groups: readonly { id: string; label: string }[];
  value: string;
  onChange(id: string): void;
  /** The control's accessible name (「…のグラフに表示する指標」). */
  label: string;
}

export function ChartGroupPicker({ groups, value, onChange, label }: ChartGroupPickerProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, next: string | null) => next && onChange(next)}
      aria-label={label}
      sx={{ flexWrap: 'wrap', mb: 1.5 }}
    >
      {groups.map((g) => (
        <ToggleButton key={g.id} value={g.id} sx={{ fontWeight: 700 }}>
          {g.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
