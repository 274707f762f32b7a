import {
  CUSTOM_ASSESSMENT_MESSAGES,
  CUSTOM_RESULT_CSV_FILENAME,
  CUSTOM_RESULT_MAX_ROWS,
  CustomResultModeLabels,
  customResultTemplateRows,
  RESULT_MESSAGES,
  type TCustomAssessment,
  type TCustomResultImportRequest,
  type TRowErrors,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
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
import { customAssessmentsQueryKey } from '@/entities/custom-assessment/api/get-custom-columns';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { importCustomResults, validateCustomResults } from '../api/import-results';
import { neutralizeFormula } from '../lib/csv-files';

type Mode = TCustomResultImportRequest['mode'];

interface Loaded {
  name: string;
  encoding: string;
  header: string[];
  rows: string[][];
}

type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'ok'; created: number; replaced: number }
  | { state: 'rows'; rows: TRowErrors[] }
  | { state: 'failed'; message: string };

/** The results import: template, upload (UTF-8 or Shift_JIS), preview with every bad row, import. */
export function ResultsImport({ assessments }: { assessments: readonly TCustomAssessment[] }) {
  const api = useAreaCompany();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const flow = useCsvImport<Loaded, { created: number; replaced: number }>();
  const { stage, file, fileError, importError, busy } = flow;
  const [mode, setMode] = useState<Mode>('add');
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const enabled = assessments.filter((a) => a.enabled);

  const runCheck = async (loaded: Loaded, nextMode: Mode) => {
    const signal = flow.startValidation();
    setCheck({ state: 'checking' });
    try {
      const result = await validateCustomResults(
        api,
        { mode: nextMode, file_name: loaded.name, header: loaded.header, rows: loaded.rows },
        signal,
      );
      if (signal.aborted) return;
      setCheck({ state: 'ok', created: result.data.created, replaced: result.data.replaced });
    } catch (error) {
      if (signal.aborted) return;
      const rows = refusedRows(error);
      if (rows.length > 0) setCheck({ state: 'rows', rows });
      else {
        const header = isApiError(error) ? error.fieldErrors.header : undefined;
        setCheck({ state: 'failed', message: header?.join(' ') ?? errorMessage(error) });
      }
    }
  };

  const readFile = async (selected: File) => {
    setCheck({ state: 'idle' });
    const loaded = await flow.read(selected, async (chosen, progress) => {
      const { records, encoding } = await readUpload(chosen, (share) =>
        progress('ファイルを読み込んでいます…', share * 100),
      );
      const [header = [], ...rows] = records;
      if (rows.length === 0) throw new Error(CUSTOM_ASSESSMENT_MESSAGES.empty);
      if (rows.length > CUSTOM_RESULT_MAX_ROWS)
        throw tooManyRows(CUSTOM_ASSESSMENT_MESSAGES.tooManyRows, rows.length);
      return { name: chosen.name, encoding, header: header.map((h) => h.replace(/^\uFEFF/, '')), rows };
    });
    if (loaded) void runCheck(loaded, mode);
  };

  const runImport = (loaded: Loaded) =>
    flow.runImport(
      async (onProgress) => {
        const result = await importCustomResults(
          api,
          { mode, file_name: loaded.name, header: loaded.header, rows: loaded.rows },
          onProgress,
        );
        await queryClient.invalidateQueries({ queryKey: customAssessmentsQueryKey });
        await queryClient.invalidateQueries({ queryKey: ['company', 'employees'] });
        await queryClient.invalidateQueries({ queryKey: ['company', 'diagnosis-list'] });
        snackbar.show({
          message: `${RESULT_MESSAGES.import}（新規 ${result.data.created.toLocaleString('ja-JP')}件・置き換え ${result.data.replaced.toLocaleString('ja-JP')}件）`,
        });
        return result.data;
      },
      {
        reason: errorMessage,
        refused: (error) => {
          const rows = refusedRows(error);
          if (rows.length > 0) setCheck({ state: 'rows', rows });
        },
      },
    );

  const reset = () => {
    flow.reset();
    setCheck({ state: 'idle' });
    if (input.current) input.current.value = '';
  };

  const headerOf = (row: TRowErrors) =>
    Object.entries(row.errors).flatMap(([field, messages]) =>
      messages.map((m) => (field === '_' ? m : `${field}: ${m}`)),
    );

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        1行目は見出し（「社員番号」「実施日」と、取り込むカスタムアセスメントの名称）、2行目以降に1人1行で入力します。
        実施日は YYYY-MM-DD または YYYY/MM/DD。空欄のセルは取り込みません。UTF-8・Shift_JIS
        のどちらでも読み込めます。
      </Typography>
      <Box>
        <Button
          variant="outlined"
          disabled={enabled.length === 0}
          onClick={() =>
            downloadCsv(
              customResultTemplateRows(assessments).map((row) => row.map(neutralizeFormula)),
              CUSTOM_RESULT_CSV_FILENAME,
            )
          }
        >
          結果取込用のテンプレートCSVをダウンロード
        </Button>
      </Box>
      {enabled.length === 0 ? (
        <Alert severity="info">{CUSTOM_ASSESSMENT_MESSAGES.noAssessments}</Alert>
      ) : null}
      {stage.kind === 'done' ? (
        <ImportDoneAlert onReset={reset}>
          {RESULT_MESSAGES.import} 新規 {stage.result.created.toLocaleString('ja-JP')}件、置き換え{' '}
          {stage.result.replaced.toLocaleString('ja-JP')}件。
        </ImportDoneAlert>
      ) : (
        <Box>
          <Button variant="contained" component="label" disabled={busy || enabled.length === 0}>
            結果のCSVファイルを選択
            <input
              ref={input}
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label="結果のCSVファイル"
              onChange={(event) => {
                const selected = event.target.files?.[0];
                if (selected) void readFile(selected);
              }}
            />
          </Button>
        </Box>
      )}
      <ErrorAlert message={fileError} />
      {stage.kind === 'reading' ? (
        <StepProgress label={stage.label} percent={stage.percent} ariaLabel="読み込みの進み具合" />
      ) : null}
      {file && stage.kind !== 'done' ? (
        <Stack spacing={2}>
          <FileSummary name={file.name} encoding={file.encoding} count={file.rows.length} />
          {check.state === 'checking' ? (
            <WaitProgress label="内容を確認しています…" ariaLabel="内容を確認しています" />
          ) : null}
          {check.state === 'failed' ? (
            <Alert severity="error" role="alert">
              {check.message}
            </Alert>
          ) : null}
          {check.state === 'ok' ? (
            <Alert severity="success">
              エラーはありません。取り込むと、新規 {check.created.toLocaleString('ja-JP')}件、置き換え{' '}
              {check.replaced.toLocaleString('ja-JP')}件になります。
            </Alert>
          ) : null}
          {check.state === 'rows' ? (
            <>
              <RowErrorsAlert count={check.rows.length} />
              <TableContainer sx={{ maxHeight: 360, overflow: 'auto' }}>
                <Table size="small" stickyHeader aria-label="エラーのある行">
                  <TableHead>
                    <TableRow>
                      <TableCell>行</TableCell>
                      <TableCell>社員番号</TableCell>
                      <TableCell>エラー</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {check.rows.map((row) => (
                      <TableRow key={row.row}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.row + 1}行目</TableCell>
                        <TableCell>
                          {file.rows[row.row - 1]?.[file.header.indexOf('社員番号')] ?? ''}
                        </TableCell>
                        <TableCell sx={{ color: 'error.main' }}>
                          {headerOf(row).map((m) => (
                            <div key={m}>{m}</div>
                          ))}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          ) : null}
          <FormControl disabled={busy}>
            <FormLabel id="custom-mode-label">同じ社員・同じ実施日の結果が登録済みのとき</FormLabel>
            <RadioGroup
              aria-labelledby="custom-mode-label"
              value={mode}
              onChange={(event) => {
                const next = event.target.value as Mode;
                setMode(next);
                void runCheck(file, next);
              }}
            >
              <FormControlLabel value="add" control={<Radio />} label={CustomResultModeLabels.add} />
              <FormControlLabel value="replace" control={<Radio />} label={CustomResultModeLabels.replace} />
            </RadioGroup>
          </FormControl>
          <ErrorAlert message={importError} />
          {stage.kind === 'importing' ? <ImportProgressBar progress={stage.progress} /> : null}
          <ImportActions
            count={file.rows.length}
            canImport={check.state === 'ok' && !busy}
            busy={busy}
            onImport={() => void runImport(file)}
            onReset={reset}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
