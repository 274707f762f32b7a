import {
  CUSTOM_ASSESSMENT_MAX,
  CUSTOM_SETTINGS_CSV_FILENAME,
  CustomAssessmentKind,
  customSettingsCsvRows,
  customValueHint,
  RESULT_MESSAGES,
  type TCustomAssessment,
  type TCustomAssessmentInput,
  type TRowErrors,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { downloadCsv, fileProblem, readUpload, refusedRows } from '@/components/csv-import/upload';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage, isApiError } from '@/lib/api-client';
import { toInput, useCustomAssessmentSettings, useImportSettings, useSaveSettings } from '../api/settings';
import { AssessmentDialog } from '../components/assessment-dialog';
import { ResultsImport } from '../components/results-import';
import { neutralizeFormula } from '../lib/csv-files';

type Editing = { assessment: TCustomAssessment | null; index: number } | null;

/** The field errors of the edited item (`assessments.<index>.<field>` → `<field>`). */
function itemErrors(error: unknown, index: number): Record<string, readonly string[]> {
  if (!isApiError(error)) return {};
  const prefix = `assessments.${index}.`;
  return Object.fromEntries(
    Object.entries(error.fieldErrors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, messages]) => [key.slice(prefix.length), messages]),
  );
}

/**
 * /marcopolo_custom_assessment_settings (admin only): the company's custom assessments — add,
 * edit, reorder, switch on/off, show as a list column, delete (with its results after a
 * confirmation) — their settings as CSV, and the results import.
 */
export function CustomAssessmentSettingsPage() {
  const { data, isPending, isError, error } = useCustomAssessmentSettings();
  const save = useSaveSettings();
  const importSettings = useImportSettings();
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState<Editing>(null);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [deleting, setDeleting] = useState<TCustomAssessment | null>(null);
  const [settingsFileError, setSettingsFileError] = useState<{ message: string; rows: TRowErrors[] } | null>(
    null,
  );
  const settingsInput = useRef<HTMLInputElement>(null);
  const list = data?.data ?? [];

  const persist = async (
    next: TCustomAssessmentInput[],
    options: { deleteResults?: boolean; message: string },
  ) => {
    await save.mutateAsync({ assessments: next, delete_results: options.deleteResults ?? false });
    snackbar.show({ message: options.message });
  };

  const onSave = async (input: TCustomAssessmentInput) => {
    if (!editing) return;
    const next = list.map(toInput);
    if (editing.assessment) next[editing.index] = input;
    else next.push(input);
    try {
      setSaveError(null);
      await persist(next, { message: editing.assessment ? RESULT_MESSAGES.update : RESULT_MESSAGES.add });
      setEditing(null);
    } catch (cause) {
      setSaveError(cause);
      if (!isApiError(cause) || Object.keys(itemErrors(cause, editing.index)).length === 0)
        snackbar.show({ message: errorMessage(cause), severity: 'error' });
    }
  };

  const change = async (next: TCustomAssessmentInput[], message: string) => {
    try {
      await persist(next, { message });
    } catch (cause) {
      snackbar.show({ message: errorMessage(cause), severity: 'error' });
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const next = list.map(toInput);
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    void change(next, '並び順を保存しました。');
  };

  const toggle = (index: number, key: 'enabled' | 'list_column') => {
    const next = list.map(toInput);
    const item = next[index];
    if (!item) return;
    next[index] = { ...item, [key]: !item[key] };
    void change(next, RESULT_MESSAGES.update);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await persist(list.filter((a) => a.id !== deleting.id).map(toInput), {
        deleteResults: deleting.result_count > 0,
        message: RESULT_MESSAGES.delete,
      });
    } catch (cause) {
      snackbar.show({ message: errorMessage(cause), severity: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  const exportSettings = () =>
    downloadCsv(
      customSettingsCsvRows(list).map((row, i) => (i === 0 ? row : row.map(neutralizeFormula))),
      CUSTOM_SETTINGS_CSV_FILENAME,
    );

  const importSettingsFile = async (file: File) => {
    setSettingsFileError(null);
    const problem = fileProblem(file);
    if (problem) {
      setSettingsFileError({ message: problem, rows: [] });
      return;
    }
    try {
      const { records } = await readUpload(file);
      const header = records[0];
      if (header?.[0]) header[0] = header[0].replace(/^\uFEFF/, '');
      await importSettings.mutateAsync(records);
      snackbar.show({ message: RESULT_MESSAGES.import });
    } catch (cause) {
      setSettingsFileError({
        message: cause instanceof Error ? cause.message : errorMessage(cause),
        rows: refusedRows(cause),
      });
    } finally {
      if (settingsInput.current) settingsInput.current.value = '';
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Typography variant="h1">カスタムアセスメント設定</Typography>
      <Typography color="text.secondary">
        面接評価・社内テスト・360度評価など、自社の評価を登録すると、CSVで取り込んだ結果を社員詳細・受検履歴・診断履歴（社員一覧）で確認できます。
      </Typography>

      <Card component="section" aria-labelledby="custom-settings-heading">
        <CardContent sx={{ p: 3 }}>
          <Stack
            useFlexGap
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}
          >
            <Typography id="custom-settings-heading" variant="h2" sx={{ fontSize: '1.125rem', flexGrow: 1 }}>
              カスタムアセスメント一覧
            </Typography>
            <Button variant="outlined" disabled={list.length === 0} onClick={exportSettings}>
              設定をCSVでダウンロード
            </Button>
            <Button variant="outlined" component="label" disabled={importSettings.isPending}>
              設定をCSVで取り込む
              <input
                ref={settingsInput}
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label="設定のCSVファイル"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void importSettingsFile(file);
                }}
              />
            </Button>
            <Button
              variant="contained"
              disabled={list.length >= CUSTOM_ASSESSMENT_MAX}
              onClick={() => {
                setSaveError(null);
                setEditing({ assessment: null, index: list.length });
              }}
            >
              追加する
            </Button>
          </Stack>
          {settingsFileError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setSettingsFileError(null)}>
              {settingsFileError.message}
              {settingsFileError.rows.map((row) => (
                <div key={row.row}>
                  {row.row + 1}行目:{' '}
                  {Object.entries(row.errors)
                    .map(([field, messages]) => `${field}: ${messages.join('、')}`)
                    .join(' ／ ')}
                </div>
              ))}
            </Alert>
          ) : null}
          {isPending ? <Skeleton variant="rounded" height={160} aria-label="読み込み中" /> : null}
          {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
          {data && list.length === 0 ? (
            <Typography color="text.secondary">
              まだ登録されていません。「追加する」から登録してください。
            </Typography>
          ) : null}
          {list.length > 0 ? (
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table
                size="small"
                aria-label="カスタムアセスメント一覧"
                sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>並び順</TableCell>
                    <TableCell>名称</TableCell>
                    <TableCell>種類</TableCell>
                    <TableCell>入力できる値</TableCell>
                    <TableCell align="right">結果の件数</TableCell>
                    <TableCell>一覧に表示</TableCell>
                    <TableCell>有効</TableCell>
                    <TableCell align="right">操作</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((a, index) => (
                    <TableRow key={a.id} sx={a.enabled ? undefined : { '& td': { color: 'text.secondary' } }}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton
                          size="small"
                          aria-label={`${a.name}を上へ`}
                          disabled={index === 0 || save.isPending}
                          onClick={() => move(index, -1)}
                        >
                          ↑
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={`${a.name}を下へ`}
                          disabled={index === list.length - 1 || save.isPending}
                          onClick={() => move(index, 1)}
                        >
                          ↓
                        </IconButton>
                      </TableCell>
                      <TableCell sx={{ fontWeight: 700 }}>{a.name}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {CustomAssessmentKind.label(a.kind)}
                      </TableCell>
                      <TableCell>{customValueHint(a)}</TableCell>
                      <TableCell align="right">{a.result_count.toLocaleString('ja-JP')}件</TableCell>
                      <TableCell>
                        <Switch
                          checked={a.list_column}
                          disabled={save.isPending}
                          onChange={() => toggle(index, 'list_column')}
                          slotProps={{ input: { 'aria-label': `${a.name}を一覧に表示` } }}
                        />
                      </TableCell>
                      <TableCell>
                        <Switch
                          checked={a.enabled}
                          disabled={save.isPending}
                          onChange={() => toggle(index, 'enabled')}
                          slotProps={{ input: { 'aria-label': `${a.name}を有効にする` } }}
                        />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Button
                          size="small"
                          onClick={() => {
                            setSaveError(null);
                            setEditing({ assessment: a, index });
                          }}
                          aria-label={`${a.name}を編集`}
                        >
                          編集
                        </Button>
                        <Tooltip title={a.result_count > 0 ? '結果もあわせて削除します' : ''}>
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setDeleting(a)}
                            aria-label={`${a.name}を削除`}
                          >
                            削除
                          </Button>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : null}
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="custom-import-heading">
        <CardContent sx={{ p: 3 }}>
          <Typography id="custom-import-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
            結果のCSV取込
          </Typography>
          {data ? <ResultsImport assessments={list} /> : null}
        </CardContent>
      </Card>

      {editing ? (
        <AssessmentDialog
          key={editing.assessment?.id ?? 'new'}
          open
          assessment={editing.assessment}
          pending={save.isPending}
          serverErrors={itemErrors(saveError, editing.index)}
          onSave={(input) => void onSave(input)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="カスタムアセスメントの削除"
        confirmLabel={deleting && deleting.result_count > 0 ? '結果もあわせて削除する' : '削除する'}
        destructive
        pending={save.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting
          ? deleting.result_count > 0
            ? `「${deleting.name}」には結果が${deleting.result_count.toLocaleString('ja-JP')}件登録されています。削除すると、これらの結果もすべて削除され、元に戻せません。結果を残す場合は「有効」をオフにしてください。`
            : `「${deleting.name}」を削除します。削除すると元に戻せません。`
          : ''}
      </ConfirmDialog>
      <Box />
    </Stack>
  );
}
