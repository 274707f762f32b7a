import {
  canBulkImportEmployees,
  EMPLOYEE_BULK_MAX_ROWS,
  EMPLOYEE_BULK_TOO_MANY_ROWS_MESSAGE,
  EMPLOYEE_CSV_COLUMNS,
  EMPLOYEE_CSV_FILENAME,
  EmployeeBulkModeLabels,
  employeeCsvTemplateRows,
  mapEmployeeCsv,
  RESULT_MESSAGES,
  type TEmployeeBulkRequest,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  ErrorAlert,
  FileSummary,
  ImportActions,
  ImportDoneAlert,
  ImportProgressBar,
  RowErrorsAlert,
  StepProgress,
  WaitProgress,
} from '@/components/csv-import/import-parts';
import { downloadCsv, readUpload, refusedRows, tooManyRows } from '@/components/csv-import/upload';
import { useCsvImport } from '@/components/csv-import/use-csv-import';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { employeesQueryKey } from '@/entities/employee/api/get-employees';
import { useAreaCompany } from '@/lib/area-company';
import { importEmployeeBulk, validateEmployeeBulk } from '../api/post-bulk';
import { FileDropZone } from '../components/file-drop-zone';
import { PreviewTable } from '../components/preview-table';
import { checkRows, hasErrors, mergeServerErrors, type PreviewRow } from '../lib/check-rows';

type Mode = TEmployeeBulkRequest['mode'];

interface LoadedFile {
  name: string;
  encoding: string;
  /** The rows with the client's checks only. */
  checked: PreviewRow[];
  /** The same with the server's errors added. */
  rows: PreviewRow[];
}

type ServerCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'ok'; created: number; updated: number }
  | { state: 'failed'; message: string };

/** /employees/new-bulk — registers up to 10,000 people from a CSV, all rows or none. */
export function EmployeeBulkPage() {
  const company = useAreaCompany();
  const flow = useCsvImport<LoadedFile, { created: number; updated: number }>();
  const { stage, file, setFile, fileError, importError, busy, startValidation } = flow;
  const [mode, setMode] = useState<Mode>('add');
  const [server, setServer] = useState<ServerCheck>({ state: 'idle' });
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();

  const errorCount = file ? file.rows.filter(hasErrors).length : 0;

  const runServerCheck = useCallback(
    async (rows: PreviewRow[], nextMode: Mode) => {
      const signal = startValidation();
      setServer({ state: 'checking' });
      try {
        const result = await validateEmployeeBulk(
          company,
          { mode: nextMode, rows: rows.map((r) => r.values) },
          signal,
        );
        if (signal.aborted) return;
        setServer({ state: 'ok', created: result.data.created, updated: result.data.updated });
      } catch (error) {
        if (signal.aborted) return;
        const rowErrors = refusedRows(error);
        if (rowErrors.length > 0) {
          setFile((current) =>
            current ? { ...current, rows: mergeServerErrors(current.rows, rowErrors) } : current,
          );
          setServer({ state: 'idle' });
          return;
        }
        setServer({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [company, setFile, startValidation],
  );

  const readFile = async (selected: File) => {
    setServer({ state: 'idle' });
    const loaded = await flow.read(selected, async (chosen, progress) => {
      const { records, encoding } = await readUpload(chosen, (share) =>
        progress('ファイルを読み込んでいます…', share * 50),
      );
      const mapped = mapEmployeeCsv(records);
      if (mapped.length > EMPLOYEE_BULK_MAX_ROWS)
        throw tooManyRows(EMPLOYEE_BULK_TOO_MANY_ROWS_MESSAGE, mapped.length);
      const rows = await checkRows(mapped, (done, total) =>
        progress('内容を確認しています…', 50 + (done / total) * 50),
      );
      return { name: chosen.name, encoding, checked: rows, rows };
    });
    if (loaded) void runServerCheck(loaded.rows, mode);
  };

  const changeMode = (next: Mode) => {
    setMode(next);
    if (!file) return;
    // The server's verdict depends on the mode (an existing number is an error only when adding).
    setFile({ ...file, rows: file.checked });
    void runServerCheck(file.checked, next);
  };

  const runImport = (loaded: LoadedFile) =>
    flow.runImport(
      async (onProgress) => {
        const result = await importEmployeeBulk(
          company,
          { mode, rows: loaded.rows.map((r) => r.values) },
          onProgress,
        );
        await queryClient.invalidateQueries({ queryKey: employeesQueryKey });
        snackbar.show({
          message: `${RESULT_MESSAGES.import}（新規 ${result.data.created.toLocaleString('ja-JP')}件・更新 ${result.data.updated.toLocaleString('ja-JP')}件）`,
        });
        return result.data;
      },
      {
        refused: (error) => {
          const rowErrors = refusedRows(error);
          if (rowErrors.length > 0) {
            setFile((current) =>
              current ? { ...current, rows: mergeServerErrors(current.rows, rowErrors) } : current,
            );
          }
        },
      },
    );

  const reset = () => {
    flow.reset();
    setServer({ state: 'idle' });
  };

  const allowed = canBulkImportEmployees(useAreaCompany().role);
  if (!allowed) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 800 }}>
        <Typography variant="h1">社員の一括登録</Typography>
        <Alert severity="info">
          CSVでの一括登録は、総合管理者・社員管理者・選考管理者が行えます。1人ずつの登録は「社員を登録」からどうぞ。
        </Alert>
        <Box>
          <Button component={RouterLink} to={company.paths.employeeNew} variant="contained">
            社員を登録
          </Button>
        </Box>
      </Stack>
    );
  }
  const canImport = Boolean(file) && errorCount === 0 && server.state === 'ok' && !busy;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Typography variant="h1">社員の一括登録</Typography>

      <Card component="section" aria-labelledby="bulk-step-1">
        <CardContent sx={{ p: 3 }}>
          <Typography id="bulk-step-1" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
            1. テンプレートをダウンロードして入力する
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            1行目の見出しはそのまま残し、2行目以降に1人1行で入力してください。必須の列: {requiredHeaders()}。
            雇用形態は「正社員」「パート・アルバイト」「派遣社員」「選考中」「その他」のいずれかを入力します。
          </Typography>
          <Button variant="outlined" onClick={downloadTemplate}>
            テンプレートCSVをダウンロード
          </Button>
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="bulk-step-2">
        <CardContent sx={{ p: 3 }}>
          <Stack spacing={2}>
            <Typography id="bulk-step-2" variant="h2" sx={{ fontSize: '1.125rem' }}>
              2. CSVファイルをアップロードして内容を確認する
            </Typography>
            {stage.kind === 'done' ? (
              <ImportDoneAlert onReset={reset}>
                {RESULT_MESSAGES.import} 新規登録 {stage.result.created.toLocaleString('ja-JP')}件、更新{' '}
                {stage.result.updated.toLocaleString('ja-JP')}件。{' '}
                <Link component={RouterLink} to={company.paths.diagnosisList}>
                  診断履歴（社員一覧）へ戻る
                </Link>
              </ImportDoneAlert>
            ) : (
              <FileDropZone onFile={(f) => void readFile(f)} disabled={busy} />
            )}
            <ErrorAlert message={fileError} />
            {stage.kind === 'reading' ? (
              <StepProgress label={stage.label} percent={stage.percent} ariaLabel={stage.label} />
            ) : null}
            {file && stage.kind !== 'done' ? (
              <Stack spacing={2}>
                <FileSummary name={file.name} encoding={file.encoding} count={file.rows.length} />
                {errorCount > 0 ? <RowErrorsAlert count={errorCount} /> : null}
                {server.state === 'checking' ? (
                  <WaitProgress
                    label="登録済みの社員と照合しています…"
                    ariaLabel="登録済みの社員と照合しています"
                  />
                ) : null}
                {server.state === 'failed' ? <Alert severity="error">{server.message}</Alert> : null}
                {server.state === 'ok' && errorCount === 0 ? (
                  <Alert severity="success">
                    エラーはありません。取り込むと、新規登録 {server.created.toLocaleString('ja-JP')}件、更新{' '}
                    {server.updated.toLocaleString('ja-JP')}件になります。
                  </Alert>
                ) : null}
                <PreviewTable
                  key={`${file.name}-${errorCount > 0}`}
                  rows={file.rows}
                  errorCount={errorCount}
                />
              </Stack>
            ) : null}
          </Stack>
        </CardContent>
      </Card>

      {file && stage.kind !== 'done' ? (
        <Card component="section" aria-labelledby="bulk-step-3">
          <CardContent sx={{ p: 3 }}>
            <Stack spacing={2}>
              <Typography id="bulk-step-3" variant="h2" sx={{ fontSize: '1.125rem' }}>
                3. 取り込む
              </Typography>
              <FormControl disabled={busy}>
                <FormLabel id="bulk-mode-label">社員番号が登録済みの社員と一致したとき</FormLabel>
                <RadioGroup
                  aria-labelledby="bulk-mode-label"
                  value={mode}
                  onChange={(event) => changeMode(event.target.value as Mode)}
                >
                  <FormControlLabel
                    value="add"
                    control={<Radio />}
                    label="追加のみ（一致する行はエラーになります）"
                  />
                  <FormControlLabel
                    value="upsert"
                    control={<Radio />}
                    label={EmployeeBulkModeLabels.upsert}
                  />
                </RadioGroup>
              </FormControl>
              <ErrorAlert message={importError} />
              {stage.kind === 'importing' ? <ImportProgressBar progress={stage.progress} /> : null}
              <ImportActions
                count={file.rows.length}
                canImport={canImport}
                busy={busy}
                onImport={() => void runImport(file)}
                onReset={reset}
              />
            </Stack>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}

function requiredHeaders() {
  return EMPLOYEE_CSV_COLUMNS.filter((c) => c.required)
    .map((c) => `「${c.header}」`)
    .join('');
}

function downloadTemplate() {
  downloadCsv(employeeCsvTemplateRows(), EMPLOYEE_CSV_FILENAME);
}
