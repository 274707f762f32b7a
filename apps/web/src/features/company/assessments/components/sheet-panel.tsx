/**
 * The original result sheet of a record: which file is attached (name and size), choosing one,
 * removing it, downloading the stored one, and reading the values from it (OCR) with the
 * progress of the upload and of the reading.
 */
import { formatFileSize, type TAssessmentSheet } from '@mirume/shared';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { visuallyHidden } from '@/lib/visually-hidden';
import { SHEET_ACCEPT, SHEET_MAX_BYTES } from '../lib/sheet-file';
import type { ReaderStatus } from '../lib/use-sheet-reader';

/** The sheet the record will have after saving. */
export type SheetState =
  | { kind: 'none' }
  /** The one stored with the record. */
  | { kind: 'stored'; sheet: TAssessmentSheet }
  /** A file chosen here, sent with 保存. */
  | { kind: 'file'; file: File }
  /** The file a reading job stored, attached by its id on 保存. */
  | { kind: 'read'; sheet: TAssessmentSheet };

interface SheetPanelProps {
  sheet: SheetState;
  /** The sheet stored with the record, to restore after a removal or a new choice. */
  stored: TAssessmentSheet | null;
  error: string | null;
  reader: ReaderStatus;
  /** How many read values still wait for the user's confirmation. */
  pendingCount: number;
  onChoose(file: File): void;
  onRead(): void;
  onChange(sheet: SheetState): void;
  onDownload(): void;
}

function describe(sheet: SheetState): { name: string; size: number | null } | null {
  if (sheet.kind === 'none') return null;
  if (sheet.kind === 'file') return { name: sheet.file.name, size: sheet.file.size };
  return { name: sheet.sheet.file_name, size: sheet.sheet.size_bytes };
}

export function SheetPanel(props: SheetPanelProps) {
  const { sheet, stored, error, reader, pendingCount } = props;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const shown = describe(sheet);
  const busy = reader.phase === 'uploading' || reader.phase === 'reading';

  return (
    <Stack spacing={2} component="section" aria-labelledby={`${inputId}-title`}>
      <Typography id={`${inputId}-title`} variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        結果シート
      </Typography>
      <Typography variant="body2" color="text.secondary">
        PDF・JPEG・PNG（{formatFileSize(SHEET_MAX_BYTES)}
        まで）。「結果シートから読み取る」で値を自動入力できます。読み取った値は保存するまで登録されません。
      </Typography>

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <DescriptionOutlinedIcon color={shown ? 'primary' : 'disabled'} aria-hidden />
        {shown ? (
          <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }} aria-label="添付する結果シート">
              {shown.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {shown.size === null ? 'サイズ不明' : formatFileSize(shown.size)}
              {sheet.kind === 'stored' ? '・登録済み' : '・保存時に登録されます'}
            </Typography>
          </Box>
        ) : (
          <Typography sx={{ flex: '1 1 12rem' }} color="text.secondary">
            {stored ? '保存すると登録済みのシートが削除されます' : '添付されていません'}
          </Typography>
        )}
        <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {sheet.kind === 'stored' ? (
            <Button size="small" onClick={props.onDownload}>
              ダウンロード
            </Button>
          ) : null}
          {shown ? (
            <Button
              size="small"
              color="inherit"
              disabled={busy}
              onClick={() => props.onChange({ kind: 'none' })}
            >
              {sheet.kind === 'stored' ? 'シートを削除' : '添付を取り消す'}
            </Button>
          ) : null}
          {stored && sheet.kind !== 'stored' ? (
            <Button
              size="small"
              color="inherit"
              disabled={busy}
              onClick={() => props.onChange({ kind: 'stored', sheet: stored })}
            >
              登録済みのシートに戻す
            </Button>
          ) : null}
        </Stack>
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component="label" htmlFor={inputId} variant="outlined" disabled={busy}>
          ファイルを選ぶ
          <input
            id={inputId}
            ref={input}
            type="file"
            accept={SHEET_ACCEPT}
            aria-label="結果シートのファイル"
            style={visuallyHidden}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) props.onChoose(file);
            }}
          />
        </Button>
        <Button
          variant="contained"
          color="secondary"
          disabled={busy || sheet.kind !== 'file'}
          onClick={props.onRead}
        >
          結果シートから読み取る
        </Button>
      </Stack>
      {(sheet.kind === 'none' || sheet.kind === 'stored') && reader.phase === 'idle' ? (
        <Typography variant="caption" color="text.secondary">
          読み取るには、先に結果シートのファイルを選んでください。
        </Typography>
      ) : null}

      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <ReaderProgress reader={reader} pendingCount={pendingCount} />
    </Stack>
  );
}

function ReaderProgress({ reader, pendingCount }: { reader: ReaderStatus; pendingCount: number }) {
  if (reader.phase === 'idle') return null;
  if (reader.phase === 'uploading' || reader.phase === 'reading') {
    const label =
      reader.phase === 'uploading'
        ? `結果シートを送信しています（${reader.percent}%）`
        : `結果シートを読み取っています（${reader.percent}%）`;
    return (
      <Stack spacing={0.5} role="status">
        <Typography variant="body2">{label}</Typography>
        <LinearProgress variant="determinate" value={reader.percent} aria-label={label} />
      </Stack>
    );
  }
  if (reader.phase === 'failed') {
    return (
      <Alert severity="error" role="alert">
        {reader.message}
        <br />
        値は下の欄に手入力できます。
      </Alert>
    );
  }
  return (
    <Alert severity={pendingCount > 0 ? 'warning' : 'success'} role="status">
      読み取りが完了しました。
      {pendingCount > 0
        ? `色の付いた${pendingCount}項目を確認してください。値を直すか「確認しました」にチェックすると保存できます。`
        : '内容を確認して保存してください。'}
    </Alert>
  );
}
