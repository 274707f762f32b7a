import { CheckState, HCI_CHECK_STATE_LABEL, type THciRecord } from '@mirume/shared';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
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
 * unchecked ones stand out. A switch named 確認状況 (on: チェック済み) with the state written beside
 * it, saved at once (PATCH check_state).
 */
export function CheckStateToggle({ record, editable }: CheckStateToggleProps) {
  const update = useUpdateHciCheckState(record.employee_id);
  const snackbar = useSnackbar();
  const state = CheckState.label(record.check_state);
  if (!editable) {
    return <Chip variant="outlined" label={state} aria-label={`${HCI_CHECK_STATE_LABEL}: ${state}`} />;
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
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Switch
        checked={record.check_state === 'checked'}
        disabled={update.isPending}
        onChange={(event) => void change(event.target.checked)}
        slotProps={{ input: { 'aria-label': HCI_CHECK_STATE_LABEL } }}
      />
      <Typography aria-hidden="true" sx={{ fontWeight: 700 }}>
        {state}
      </Typography>
    </Stack>
  );
}
