import { DiagnosisType } from '@mirume/shared';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { downloadReportsPdf, type ReportJobProgress } from '../api/report-jobs';
import type { DiagnosisTypeValue } from '../lib/list-condition';
import { type PickedResult, resultIdsOf } from '../lib/picked';

type Run = { state: 'running'; progress: ReportJobProgress | null } | { state: 'failed'; message: string };

/**
 * PDFを一括ダウンロード: the picked results of one type as one PDF. With picked results of both
 * types the button asks which; while the server draws the reports a dialog shows n / N.
 */
export function PdfBulkDownload({ picked }: { picked: readonly PickedResult[] }) {
  const company = useAreaCompany();
  const snackbar = useSnackbar();
  const titleId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const types = DiagnosisType.values.filter((type) => picked.some((p) => p.diagnosisType === type));

  const start = async (type: DiagnosisTypeValue) => {
    setMenuAnchor(null);
    const abort = new AbortController();
    controller.current = abort;
    setRun({ state: 'running', progress: null });
    try {
      await downloadReportsPdf(
        company,
        type,
        resultIdsOf(picked, type),
        (progress) => {
          if (!abort.signal.aborted) setRun({ state: 'running', progress });
        },
        abort.signal,
      );
      setRun(null);
      snackbar.show('pdf_bulk_download');
    } catch (error) {
      if (abort.signal.aborted) return;
      setRun({ state: 'failed', message: errorMessage(error) });
    }
  };

  const progress = run?.state === 'running' ? run.progress : null;
  const percent = progress && progress.total > 0 ? (progress.done / progress.total) * 100 : 0;

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfIcon aria-hidden />}
        disabled={types.length === 0 || run?.state === 'running'}
        onClick={(event) => {
          const [only] = types;
          if (types.length === 1 && only) void start(only);
          else setMenuAnchor(event.currentTarget);
        }}
        aria-haspopup={types.length > 1 ? 'menu' : undefined}
      >
        PDFを一括ダウンロード
      </Button>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {types.map((type) => (
          <MenuItem key={type} onClick={() => void start(type)}>
            {DiagnosisType.label(type)}の結果（{resultIdsOf(picked, type).length}件）
          </MenuItem>
        ))}
      </Menu>
      <Dialog open={run !== null} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>PDFの一括ダウンロード</DialogTitle>
        <DialogContent>
          {run?.state === 'failed' ? (
            <Alert severity="error">{run.message}</Alert>
          ) : (
            <>
              <Typography role="status" sx={{ mb: 2 }}>
                {progress
                  ? `PDFを作成しています（${progress.done.toLocaleString('ja-JP')} / ${progress.total.toLocaleString('ja-JP')}件）`
                  : 'PDFの作成を依頼しています…'}
              </Typography>
              <LinearProgress
                // Until the first report is drawn an empty bar would look stuck.
                variant={progress && progress.done > 0 ? 'determinate' : 'indeterminate'}
                value={percent}
                aria-label="PDFの作成状況"
              />
            </>
          )}
        </DialogContent>
        {run?.state === 'failed' ? (
          <DialogActions>
            <Button onClick={() => setRun(null)}>閉じる</Button>
          </DialogActions>
        ) : null}
      </Dialog>
    </>
  );
}
