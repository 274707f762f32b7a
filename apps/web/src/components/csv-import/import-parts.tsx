/** The pieces every CSV import screen shows the same way: progress, the file, errors, the import's buttons. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ImportProgress } from './upload';

/** A step with a known share done (reading the file): its label and percentage over a bar. */
export function StepProgress({
  label,
  percent,
  ariaLabel,
}: {
  label: string;
  percent: number;
  ariaLabel: string;
}) {
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}（{Math.round(percent)}%）
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={ariaLabel} />
    </Box>
  );
}

/** A step of unknown length (the server's check): its label over a moving bar. */
export function WaitProgress({ label, ariaLabel }: { label: string; ariaLabel: string }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <LinearProgress aria-label={ariaLabel} />
    </Box>
  );
}

/** The import under way: the upload's percentage, then the server's work. */
export function ImportProgressBar({ progress }: { progress: ImportProgress }) {
  if (progress.phase === 'upload' && progress.total > 0) {
    const percent = Math.round((progress.loaded / progress.total) * 100);
    return <StepProgress label="送信しています…" percent={percent} ariaLabel="送信の進み具合" />;
  }
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }} role="status">
        取り込み中…
      </Typography>
      <LinearProgress aria-label="取り込み中" />
    </Box>
  );
}

/** The file read: its name, encoding and number of rows. */
export function FileSummary({ name, encoding, count }: { name: string; encoding: string; count: number }) {
  return (
    <Typography>
      {name}（{encoding}）: {count.toLocaleString('ja-JP')}件
    </Typography>
  );
}

/** A refusal (of the file, of the import) as an alert; nothing without one. */
export function ErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}

/** How many rows are refused; nothing is imported while any is. */
export function RowErrorsAlert({ count }: { count: number }) {
  return (
    <Alert severity="error" role="alert">
      {count.toLocaleString('ja-JP')}
      件の行にエラーがあります。CSVを修正してから、もう一度アップロードしてください。エラーがある間は取り込めません。
    </Alert>
  );
}

/** The import done: what it wrote (`children`) and a way to import another file. */
export function ImportDoneAlert({ onReset, children }: { onReset: () => void; children: ReactNode }) {
  return (
    <Alert
      severity="success"
      action={
        <Button color="inherit" size="small" onClick={onReset}>
          別のファイルを取り込む
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

/** The import's buttons and the all-or-nothing rule under them. */
export function ImportActions({
  count,
  canImport,
  busy,
  onImport,
  onReset,
}: {
  count: number;
  canImport: boolean;
  busy: boolean;
  onImport: () => void;
  onReset: () => void;
}) {
  return (
    <>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" disabled={!canImport} onClick={onImport}>
          {count.toLocaleString('ja-JP')}件を取り込む
        </Button>
        <Button color="inherit" disabled={busy} onClick={onReset}>
          やり直す
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        取り込みはすべての行をまとめて行います。途中で失敗した場合は1件も登録されません。
      </Typography>
    </>
  );
}
