import type { TCriteriaReflect, TCriteriaVersion } from '@mirume/shared';
import { formatDateTimeJa } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useReflect } from '../api/get-reflect';
import { useReflectCriteria } from '../api/reflect-criteria';
import type { CriteriaScope } from '../lib/criteria-scope';

interface ReflectPanelProps {
  scope: CriteriaScope;
  version: TCriteriaVersion;
  /** Stored results another version ranks (what a reflect would touch); unknown → null. */
  pending: number | null;
  latest: TCriteriaReflect | null;
}

/**
 * 「過去の結果に反映」: re-ranks the stored results under this version (ranks only; the scores
 * stay), with a confirmation first and the progress of a large reflect that runs in the background.
 */
export function ReflectPanel({ scope, version, pending, latest }: ReflectPanelProps) {
  const [asking, setAsking] = useState(false);
  const [startedId, setStartedId] = useState<string | null>(null);
  const reflect = useReflectCriteria(scope);
  const snackbar = useSnackbar();
  const current = latest && latest.criteria_id === version.id ? latest : null;
  const followId = startedId ?? (current?.status === 'running' ? current.id : null);
  const progress = useReflect(scope, followId, followId !== null);
  const shown = progress.data?.data ?? (startedId ? reflect.data?.data : current) ?? null;
  if (!scope.api.reflect || !scope.canManage(version.diagnosis_type)) {
    return shown ? <ReflectState reflect={shown} /> : null;
  }
  const running = shown?.status === 'running';
  return (
    <Stack spacing={1.5}>
      {shown ? <ReflectState reflect={shown} /> : null}
      {pending === null || pending > 0 ? (
        <Box>
          <Button variant="outlined" disabled={running || reflect.isPending} onClick={() => setAsking(true)}>
            過去の結果に反映
          </Button>
          {pending !== null && pending > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              ほかの版で判定された結果が{pending.toLocaleString('ja-JP')}件あります。
            </Typography>
          ) : null}
        </Box>
      ) : null}
      <ConfirmDialog
        open={asking}
        title="過去の結果に反映"
        confirmLabel="反映する"
        pending={reflect.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          try {
            const res = await reflect.mutateAsync(version.id);
            setStartedId(res.data.id);
            snackbar.show(
              res.data.status === 'done' ? 'save' : { message: '反映を開始しました。', severity: 'info' },
            );
          } catch (e) {
            snackbar.show({ message: errorMessage(e), severity: 'error' });
          }
          setAsking(false);
        }}
      >
        {`これまでの結果のランクを「${version.name}（第${version.version}版）」で判定し直します。受検結果の得点は変わりません。変わる前のランクと版は各結果の履歴に残ります。`}
      </ConfirmDialog>
    </Stack>
  );
}

function ReflectState({ reflect }: { reflect: TCriteriaReflect }) {
  if (reflect.status === 'running') {
    const pct = reflect.total ? Math.round((reflect.done / reflect.total) * 100) : 0;
    return (
      <Box role="status" aria-live="polite">
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          過去の結果に反映しています… {reflect.done.toLocaleString('ja-JP')} /{' '}
          {reflect.total.toLocaleString('ja-JP')}件
        </Typography>
        <LinearProgress variant="determinate" value={pct} aria-label="反映の進み具合" />
      </Box>
    );
  }
  if (reflect.status === 'failed') return <Alert severity="error">{reflect.error}</Alert>;
  return (
    <Alert severity="success" role="status">
      {reflect.finished_at ? `${formatDateTimeJa(reflect.finished_at)}に` : ''}第{reflect.criteria_version}
      版を{reflect.total.toLocaleString('ja-JP')}件の結果に反映しました（ランクが変わった結果:{' '}
      {reflect.changed.toLocaleString('ja-JP')}件・{reflect.started_by_name}）。
    </Alert>
  );
}
