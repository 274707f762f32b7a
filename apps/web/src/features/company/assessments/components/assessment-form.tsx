/**
 * The one entry form of HCI-AS, EMERGENETICS and energizer results, new and edit, in either area:
 * 受検日, provider, every scale, HCI's 判定 and 確認状況, the remark, and the original sheet,
 * whose values can be read (OCR) into the fields for the user to confirm before 保存.
 */
import {
  ASSESSMENT_DEFS,
  ASSESSMENT_LIMITS,
  ASSESSMENT_MESSAGES,
  type AssessmentInstrument,
  CheckState,
  HCI_CHECK_STATE_LABEL,
  HCI_RESULT_LABEL,
  HciResult,
  type TAssessmentRecord,
  type TOcrJob,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { downloadSheet } from '../api/download-sheet';
import { useLatestDates } from '../api/get-latest-dates';
import { useSaveAssessment } from '../api/save-assessment';
import {
  type EntryFormValues,
  entryFields,
  entrySchema,
  takenOnRange,
  toFormValues,
  toInput,
} from '../lib/entry-form';
import { readOcrFields } from '../lib/ocr-review';
import { sheetFileError } from '../lib/sheet-file';
import { useSheetReader } from '../lib/use-sheet-reader';
import { EntryField } from './entry-field';
import { OcrReviewProvider, useOcrReviewState } from './ocr-review-context';
import { ScoreFields } from './score-fields';
import { SheetPanel, type SheetState } from './sheet-panel';
import { useUnsavedChangesGuard } from './unsaved-changes-guard';

interface AssessmentFormProps {
  instrument: AssessmentInstrument;
  employeeId: number;
  /** The stored result to change; absent for a new one. */
  record?: TAssessmentRecord;
  cancelTo: string;
  onSaved(): void;
}

const initialSheet = (record?: TAssessmentRecord): SheetState =>
  record?.sheet ? { kind: 'stored', sheet: record.sheet } : { kind: 'none' };

export function AssessmentForm({ instrument, employeeId, record, cancelTo, onSaved }: AssessmentFormProps) {
  const def = ASSESSMENT_DEFS[instrument];
  const fields = entryFields(instrument);
  const form = useZodForm<EntryFormValues, object>(entrySchema(instrument), {
    defaultValues: toFormValues(instrument, record),
  });
  const api = useAreaCompany();
  const save = useSaveAssessment(employeeId, instrument);
  const snackbar = useSnackbar();
  const dates = useLatestDates(employeeId, instrument);
  const [sheet, setSheet] = useState<SheetState>(initialSheet(record));
  const [sheetError, setSheetError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [readDone, setReadDone] = useState(false);
  const review = useOcrReviewState();

  const reader = useSheetReader(employeeId, instrument, (job: TOcrJob) => {
    const reading = readOcrFields(instrument, job.fields);
    for (const [path, value] of reading.values) form.setValue(path, value, { shouldDirty: true });
    // Checked once, and only what was read: a field left empty shows why it waits, not 入力必須です.
    void form.trigger(reading.values.map(([path]) => path));
    review.start(reading.review);
    setSheet({ kind: 'read', sheet: job.sheet });
    setReadDone(true);
  });

  const takenOn = useWatch({ control: form.control, name: 'taken_on' });
  const duplicate =
    takenOn !== '' && takenOn !== record?.taken_on && (dates.data?.dates ?? []).includes(takenOn)
      ? ASSESSMENT_MESSAGES.duplicateDate
      : null;

  const sheetChanged = JSON.stringify(sheet) !== JSON.stringify(initialSheet(record));
  const dirty = form.formState.isDirty || sheetChanged || readDone;
  const guard = useUnsavedChangesGuard(dirty);
  const pendingCount = review.pending.length;

  function choose(file: File) {
    const refused = sheetFileError(file);
    setSheetError(refused);
    if (!refused) setSheet({ kind: 'file', file });
  }

  async function read() {
    if (sheet.kind !== 'file') return;
    setSheetError(null);
    try {
      await reader.read(sheet.file);
    } catch (error) {
      setSheetError(errorMessage(error));
    }
  }

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSheetError(null);
    const entryMethod = readDone ? 'ocr' : (record?.entry_method ?? 'manual');
    const data = {
      ...toInput(instrument, values as Parameters<typeof toInput>[1]),
      entry_method: entryMethod,
      ...(sheet.kind === 'read' ? { sheet_file_id: sheet.sheet.file_id } : {}),
      ...(record?.sheet && sheet.kind === 'none' ? { remove_sheet: true } : {}),
    };
    try {
      await save.mutateAsync({
        id: record?.id,
        data: data as Parameters<typeof save.mutateAsync>[0]['data'],
        sheet: sheet.kind === 'file' ? sheet.file : null,
      });
    } catch (error) {
      showSaveError(error);
      return;
    }
    guard.allowLeave();
    onSaved();
  });

  function showSaveError(error: unknown) {
    if (isApiError(error) && (error.status === 413 || error.status === 415)) {
      setSheetError(error.message);
      return;
    }
    const sheetMessages = isApiError(error) ? [error.fieldErrors.sheet, error.fieldErrors.sheet_file_id] : [];
    const sheetMessage = sheetMessages.flatMap((m) => m ?? []).join(' ');
    if (sheetMessage) setSheetError(sheetMessage);
    const applied = applyFieldErrors(error, form.setError, fields);
    if (applied.length > 0 || sheetMessage) return;
    if (isApiError(error) && error.status === 409) {
      form.setError('taken_on', { type: 'server', message: error.message }, { shouldFocus: true });
      return;
    }
    setFormError(errorMessage(error));
  }

  async function download() {
    if (!record || sheet.kind !== 'stored') return;
    try {
      await downloadSheet(api, employeeId, instrument, record.id, sheet.sheet);
    } catch (error) {
      snackbar.show({ message: errorMessage(error), severity: 'error' });
    }
  }

  const saveBlocked = pendingCount > 0 || reader.busy;
  return (
    <OcrReviewProvider state={review.state}>
      <Stack spacing={3}>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <SheetPanel
              sheet={sheet}
              stored={record?.sheet ?? null}
              error={sheetError}
              reader={reader.status}
              pendingCount={pendingCount}
              onChoose={choose}
              onRead={() => void read()}
              onChange={(next) => {
                setSheetError(null);
                setSheet(next);
              }}
              onDownload={() => void download()}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <FormProvider {...form}>
              <Stack
                component="form"
                noValidate
                onSubmit={submit}
                spacing={3}
                aria-label={`${def.label}の結果`}
              >
                {formError ? <Alert severity="error">{formError}</Alert> : null}
                <Section title="受検情報">
                  <Grid>
                    <EntryField
                      name="taken_on"
                      label={def.dateLabel}
                      type="date"
                      required
                      warning={duplicate}
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: takenOnRange() }}
                    />
                    <EntryField
                      name="provider"
                      label="提供元"
                      helperText={`${ASSESSMENT_LIMITS.providerMax}文字以内`}
                    />
                    {instrument === 'hci' ? (
                      <>
                        <EntryField name="result" label={HCI_RESULT_LABEL} select required>
                          <MenuItem value="">
                            <em>未選択</em>
                          </MenuItem>
                          {HciResult.options().map((o) => (
                            <MenuItem key={o.value} value={o.value}>
                              {o.label}
                            </MenuItem>
                          ))}
                        </EntryField>
                        <EntryField name="check_state" label={HCI_CHECK_STATE_LABEL} select required>
                          {CheckState.options().map((o) => (
                            <MenuItem key={o.value} value={o.value}>
                              {o.label}
                            </MenuItem>
                          ))}
                        </EntryField>
                      </>
                    ) : null}
                  </Grid>
                </Section>
                <Section title="結果">
                  <ScoreFields instrument={instrument} />
                </Section>
                <Section title="備考">
                  <EntryField
                    name="remark"
                    label="備考"
                    multiline
                    minRows={3}
                    helperText={`${ASSESSMENT_LIMITS.remarkMax}文字以内`}
                  />
                </Section>
                <Stack spacing={1}>
                  {saveBlocked && pendingCount > 0 ? (
                    <Typography id="entry-save-hint" variant="body2" color="warning.dark" role="status">
                      読み取り結果の確認が{pendingCount}項目残っています。
                    </Typography>
                  ) : null}
                  <Stack direction="row" spacing={2}>
                    <Button
                      type="submit"
                      variant="contained"
                      loading={form.formState.isSubmitting}
                      disabled={saveBlocked}
                      aria-describedby={pendingCount > 0 ? 'entry-save-hint' : undefined}
                    >
                      保存
                    </Button>
                    <Button component={RouterLink} to={cancelTo} color="inherit">
                      キャンセル
                    </Button>
                  </Stack>
                </Stack>
              </Stack>
            </FormProvider>
          </CardContent>
        </Card>
      </Stack>
      {guard.dialog}
    </OcrReviewProvider>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{children}</Box>
  );
}
