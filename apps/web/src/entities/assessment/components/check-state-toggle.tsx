import { CheckState, HCI_CHECK_STATE_LABEL, type THciRecord } from '@mirume/shared';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useUpdateHciCheckState } from '../api/assessment-records';

interface CheckStateToggleProps {
  record: THciRecord;
  /** Whether the user may change it; otherwise the state is shown as a chip. */
  editable: boolean;
}

/**
 * 確認状況 of an HCI-AS result: staff mark a result checked once they have looked at it, so the
 * unchecked ones stand out. One switch named チェック済み, on or off, saved at once (PATCH check_state).
 */
export function CheckStateToggle({ record, editable }: CheckStateToggleProps) {
  const update = useUpdateHciCheckState(record.employee_id);
  const snackbar = useSnackbar();
  const checked = record.check_state === 'checked';
  if (!editable) {
    return (
      <Chip
        variant="outlined"
        label={CheckState.label(record.check_state)}
        aria-label={`${HCI_CHECK_STATE_LABEL}: ${CheckState.label(record.check_state)}`}
      />
    );
  }
  const change = async (next: boolean) => {
    try {
      await update.mutateAsync({ id: record.id, checkState: next ? 'checked' : 'unchecked' });
      snackbar.show('patch');
    } catch (cause) {
      snackbar.show({ message: errorMessage(cause), severity: 'error' });
    }
  };
  return (
    <FormControlLabel
      control={
        <Switch
          checked={checked}
          disabled={update.isPending}
          onChange={(event) => void change(event.target.checked)}
        />
      }
      label={CheckState.label('checked')}
      sx={{ m: 0, '& .MuiFormControlLabel-label': { fontWeight: 700 } }}
    />
  );
}
