import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { maintenanceModeQueryOptions } from '@/lib/maintenance-mode';
import { useUpdateMaintenanceMode } from '../api/update-maintenance-mode';

/** The maintenance switch: shows the current state and asks before changing it. */
export function MaintenanceModeCard() {
  const snackbar = useSnackbar();
  const { data, isPending, isError, error } = useQuery(maintenanceModeQueryOptions());
  const update = useUpdateMaintenanceMode();
  // The state the operator asked for, awaiting confirmation; kept while the dialog fades out.
  const [request, setRequest] = useState<{ open: boolean; target: boolean }>({ open: false, target: false });
  const requested = request.target;
  const closeDialog = () => setRequest((r) => ({ ...r, open: false }));
  const on = data?.maintenance_flag ?? false;

  const confirm = () => {
    update.mutate(
      { maintenance_flag: requested },
      {
        onSuccess: () => snackbar.show('patch'),
        onError: (err) => snackbar.show({ message: errorMessage(err), severity: 'error' }),
        onSettled: closeDialog,
      },
    );
  };

  return (
    <Card component="section" aria-labelledby="maintenance-card-title">
      <CardContent sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1, flexWrap: 'wrap' }}>
          <Typography id="maintenance-card-title" variant="h2">
            メンテナンスモード
          </Typography>
          {isPending ? (
            <Skeleton variant="rounded" width={96} height={24} />
          ) : data ? (
            <Chip
              label={on ? 'メンテナンス中' : '通常稼働中'}
              size="small"
              sx={
                on
                  ? { bgcolor: '#FFF3E0', color: '#8A4B00', fontWeight: 700 }
                  : { bgcolor: '#E8F5E9', color: '#1B5E20', fontWeight: 700 }
              }
            />
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          オンにすると、企業ユーザーと受検者の画面はメンテナンスのお知らせに切り替わります。運営管理画面は引き続きご利用いただけます。
        </Typography>
        {isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(error)}
          </Alert>
        ) : null}
        <FormControlLabel
          control={
            <Switch
              checked={on}
              disabled={!data || update.isPending}
              onChange={(event) => setRequest({ open: true, target: event.target.checked })}
            />
          }
          label="メンテナンスモード"
        />
      </CardContent>
      <ConfirmDialog
        open={request.open}
        title={requested ? 'メンテナンスモードを開始しますか？' : 'メンテナンスモードを終了しますか？'}
        confirmLabel={requested ? '開始する' : '終了する'}
        destructive={requested}
        pending={update.isPending}
        onConfirm={confirm}
        onCancel={closeDialog}
      >
        {requested
          ? '開始すると、企業ユーザーと受検者は本サービスを利用できなくなります。受検中の方がいないことをご確認ください。'
          : '終了すると、企業ユーザーと受検者が本サービスを再び利用できるようになります。'}
      </ConfirmDialog>
    </Card>
  );
}
