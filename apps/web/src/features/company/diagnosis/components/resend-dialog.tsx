import { DEADLINE_MAX_DAYS, type TIssuedLink } from '@mirume/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { addDays, tokyoToday } from '@/lib/dates';
import { deadlineError, defaultDeadline } from '../lib/deadline';

interface ResendDialogProps {
  /** The links to re-send; null when closed. */
  links: readonly TIssuedLink[] | null;
  pending: boolean;
  /** Field errors from the API (deadline). */
  serverError: string | null;
  onConfirm: (deadline: string) => void;
  onCancel: () => void;
}

/** Asks for the new deadline before the links are mailed again (a new URL each; the old one stops working). */
export function ResendDialog({ links, pending, serverError, onConfirm, onCancel }: ResendDialogProps) {
  const titleId = useId();
  const [deadline, setDeadline] = useState(defaultDeadline);
  const [error, setError] = useState<string | null>(null);
  const open = links !== null;
  useEffect(() => {
    if (open) {
      setDeadline(defaultDeadline());
      setError(null);
    }
  }, [open]);
  const count = links?.length ?? 0;
  const today = tokyoToday();
  const shown = error ?? serverError;

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        診断メールの再送信
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            {`${count.toLocaleString('ja-JP')}名に診断メールを再送信します。よろしいですか？`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            新しい受検用URLを送信します。以前のメールのURLは使えなくなります。
          </Typography>
          <TextField
            type="date"
            label="新しい受検期限"
            required
            value={deadline}
            onChange={(event) => {
              setDeadline(event.target.value);
              setError(null);
            }}
            error={Boolean(shown)}
            helperText={shown ?? `${DEADLINE_MAX_DAYS}日以内で指定できます`}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: today, max: addDays(today, DEADLINE_MAX_DAYS) },
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending} color="inherit">
          キャンセル
        </Button>
        <Button
          variant="contained"
          loading={pending}
          onClick={() => {
            const invalid = deadlineError(deadline);
            if (invalid) setError(invalid);
            else onConfirm(deadline);
          }}
        >
          再送信する
        </Button>
      </DialogActions>
    </Dialog>
  );
}
