/**
 * What the examinee sees when the test cannot (or need not) go on. Each says what happened and
 * what to do in plain words; a technical error is never shown.
 */
import { LINK_COMPLETED_MESSAGE, LINK_EXPIRED_MESSAGE, LINK_NOT_FOUND_MESSAGE } from '@mirume/shared';
import BuildCircleOutlinedIcon from '@mui/icons-material/BuildCircleOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMaintenanceEnd } from '../lib/use-maintenance-end';
import { StatusView } from './status-view';

export function LinkNotFoundView() {
  return (
    <StatusView icon={<LinkOffIcon />} title="この診断リンクは無効です">
      <Typography>{LINK_NOT_FOUND_MESSAGE}</Typography>
    </StatusView>
  );
}

/** 410: past the deadline, or the link was used up or withdrawn. */
export function LinkGoneView({ message }: { message?: string }) {
  return (
    <StatusView icon={<EventBusyOutlinedIcon />} title="この診断リンクはご利用いただけません">
      <Typography>{message || LINK_EXPIRED_MESSAGE}</Typography>
      <Typography variant="body2" color="text.secondary">
        受検をご希望の場合は、診断のご案内をお送りした企業の担当者さまへご連絡ください。
      </Typography>
    </StatusView>
  );
}

export function AlreadyCompletedView() {
  return (
    <StatusView icon={<CheckCircleOutlineIcon />} title="受検済みです">
      <Typography>{LINK_COMPLETED_MESSAGE}</Typography>
      <Typography variant="body2" color="text.secondary">
        このページは閉じていただいてかまいません。
      </Typography>
    </StatusView>
  );
}

export function CompletedView({ companyName }: { companyName: string }) {
  return (
    <StatusView icon={<CheckCircleOutlineIcon />} title="受検が完了しました">
      <Typography>
        最後までご回答いただき、ありがとうございました。回答は{companyName}へ送信されました。
      </Typography>
      <Typography variant="body2" color="text.secondary">
        診断結果はこの画面には表示されません。このページは閉じていただいてかまいません。
      </Typography>
    </StatusView>
  );
}

export function ConnectionFailedView({ onRetry, busy }: { onRetry: () => void; busy?: boolean }) {
  return (
    <StatusView
      icon={<WifiOffIcon />}
      title="接続できませんでした"
      action={
        <Button variant="contained" size="large" onClick={onRetry} disabled={busy}>
          もう一度読み込む
        </Button>
      }
    >
      <Typography>
        サーバーに接続できませんでした。通信環境をご確認のうえ、もう一度読み込んでください。
      </Typography>
    </StatusView>
  );
}

export const MAINTENANCE_RESUME_NOTICE =
  'メンテナンスが終わると、この画面から自動で受検を再開します。ページを閉じずにこのままお待ちください。';

/**
 * 450: the service is under maintenance. Nothing is wrong with the examinee's connection, and
 * nothing is lost: the page asks until maintenance is over, then `onEnd` picks the test up again.
 */
export function MaintenanceView({ onEnd, pollMs }: { onEnd: () => void; pollMs?: number }) {
  useMaintenanceEnd(true, onEnd, pollMs);
  return (
    <StatusView icon={<BuildCircleOutlinedIcon />} title="ただいまメンテナンス中です">
      <Typography>{MAINTENANCE_RESUME_NOTICE}</Typography>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'center' }}
        role="status"
      >
        <CircularProgress size={16} aria-hidden="true" />
        <Typography variant="body2" color="text.secondary">
          再開を待っています…
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        これまでの回答はこの端末とサーバーに保存されています。
      </Typography>
    </StatusView>
  );
}

/** The server refused the results for a reason retrying cannot fix. */
export function SubmitRefusedView({ message }: { message: string }) {
  return (
    <StatusView icon={<EventBusyOutlinedIcon />} title="回答を送信できませんでした">
      <Typography>{message}</Typography>
      <Typography variant="body2" color="text.secondary">
        お手数ですが、診断のご案内をお送りした企業の担当者さまへご連絡ください。
      </Typography>
    </StatusView>
  );
}
