import { canIssueDiagnosis, DiagnosisType, type TBulkUpsertUrlRequest } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { employeeQueryOptions } from '@/entities/employee/api/get-employee';
import type { DiagnosisTypeValue } from '@/entities/result/api/latest-result';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { formatIsoDateJa } from '@/lib/dates';
import { saveFile } from '@/lib/file-download';
import { useBulkUpsertUrl } from '../api/links';
import { useIssueTickets } from '../api/tickets';
import { type ApplicantErrors, ApplicantRows } from '../components/applicant-rows';
import { EmployeePicker } from '../components/employee-picker';
import { IssueSettings, type IssueSettingsErrors } from '../components/issue-settings';
import { TicketBatches } from '../components/ticket-batches';
import { type IssueTab, useIssueCondition } from '../lib/issue-condition';
import { checkApplicants, quantityError, settingsErrors, targetCountError } from '../lib/issue-validation';

const TAB_LABELS: Record<IssueTab, string> = {
  employees: '社員から選ぶ',
  applicants: '応募者を入力',
  tickets: 'チケットを発行',
};

interface Errors {
  settings: IssueSettingsErrors;
  applicants: ApplicantErrors;
  targets?: string | undefined;
  quantity?: string | undefined;
}

const NO_ERRORS: Errors = { settings: {}, applicants: {} };

/** The API's `details.fieldErrors` (`deadline`, `applicants.0.email`, …) placed at the fields and rows. */
function fromApiError(error: unknown): Errors | null {
  if (!isApiError(error) || Object.keys(error.fieldErrors).length === 0) return null;
  const errors: Errors = { settings: {}, applicants: {} };
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const message = messages.join(' ');
    if (key === 'diagnosis_type' || key === 'deadline' || key === 'message') errors.settings[key] = message;
    else if (key.startsWith('applicants.')) errors.applicants[key.slice('applicants.'.length)] = message;
    else if (key === 'quantity') errors.quantity = message;
    else errors.targets = errors.targets ? `${errors.targets} ${message}` : message;
  }
  return errors;
}

/** /diagnosis/link_issue — send the vital test by mail to people and applicants, or issue tickets. */
export function LinkIssuePage() {
  const company = useAreaCompany();
  const companyId = company.id;
  const types = DiagnosisType.values.filter((type) => canIssueDiagnosis(company.role, type));
  const { condition, update, clearTargets } = useIssueCondition(types[0] ?? '');
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [confirming, setConfirming] = useState(false);
  const [searchParams] = useSearchParams();
  const issueLinks = useBulkUpsertUrl(companyId);
  const issueTickets = useIssueTickets(companyId);
  const snackbar = useSnackbar();
  const navigate = useNavigate();

  // Arriving from a person's page (?employee_id=): that person is chosen, with the fitting type.
  const preselectId = Number(searchParams.get('employee_id'));
  const preselect = useQuery({
    ...employeeQueryOptions(company, preselectId),
    enabled: Number.isInteger(preselectId) && preselectId > 0,
  });
  const preselected = preselect.data?.data;
  useEffect(() => {
    if (!preselected?.email) return;
    const fitting: DiagnosisTypeValue = preselected.employment_type === 'senkou' ? 'senkou' : 'employee';
    update((previous) => ({
      tab: 'employees',
      diagnosis_type: canIssueDiagnosis(company.role, fitting) ? fitting : previous.diagnosis_type,
      picked: previous.picked.some((p) => p.id === preselected.id)
        ? previous.picked
        : [
            ...previous.picked,
            { id: preselected.id, name: `${preselected.last_name} ${preselected.first_name}` },
          ],
    }));
  }, [preselected, update, company.role]);

  if (types.length === 0) {
    return (
      <Stack spacing={3}>
        <Typography variant="h1">診断リンクの発行</Typography>
        <Alert severity="info">診断を発行する権限がありません。</Alert>
      </Stack>
    );
  }

  const settings = {
    diagnosis_type: condition.diagnosis_type,
    deadline: condition.deadline,
    message: condition.message,
  };
  const isTickets = condition.tab === 'tickets';
  const applicantCheck = checkApplicants(condition.applicants);
  const targetCount = condition.tab === 'employees' ? condition.picked.length : applicantCheck.filled.length;
  const quantity = Number(condition.quantity);
  const pending = issueLinks.isPending || issueTickets.isPending;

  const openConfirm = () => {
    const next: Errors = { settings: settingsErrors(settings), applicants: {} };
    if (isTickets) {
      next.quantity = quantityError(condition.quantity) ?? undefined;
    } else {
      next.targets = targetCountError(targetCount) ?? undefined;
      if (condition.tab === 'applicants') next.applicants = applicantCheck.errors;
    }
    setErrors(next);
    const invalid =
      Object.keys(next.settings).length > 0 ||
      Object.keys(next.applicants).length > 0 ||
      Boolean(next.targets) ||
      Boolean(next.quantity);
    if (!invalid) setConfirming(true);
  };

  const onIssueError = (cause: unknown) => {
    setConfirming(false);
    const fieldErrors = fromApiError(cause);
    if (fieldErrors) setErrors(fieldErrors);
    snackbar.show({ message: errorMessage(cause), severity: 'error' });
  };

  const submit = async () => {
    if (condition.diagnosis_type === '') return;
    const common = {
      diagnosis_type: condition.diagnosis_type,
      deadline: condition.deadline,
      message: condition.message.trim() === '' ? null : condition.message,
    };
    if (isTickets) {
      try {
        const sheet = await issueTickets.mutateAsync({ ...common, quantity });
        saveFile(sheet.blob, sheet.filename);
        setConfirming(false);
        snackbar.show('create_ticket');
      } catch (cause) {
        onIssueError(cause);
      }
      return;
    }
    const body: TBulkUpsertUrlRequest =
      condition.tab === 'employees'
        ? { ...common, employee_ids: condition.picked.map((p) => p.id) }
        : {
            ...common,
            applicants: applicantCheck.filled.map(({ row }) => ({
              last_name: row.last_name,
              first_name: row.first_name,
              kana_last_name: row.kana_last_name,
              kana_first_name: row.kana_first_name,
              email: row.email,
            })),
          };
    try {
      await issueLinks.mutateAsync(body);
      setConfirming(false);
      clearTargets();
      snackbar.show('create_link');
      navigate(company.paths.undiagnosedList);
    } catch (cause) {
      // Row numbers of the API count the filled rows only; map them back to the rows on screen.
      if (condition.tab === 'applicants' && isApiError(cause)) {
        const mapped = fromApiError(cause);
        if (mapped) {
          const applicants: ApplicantErrors = {};
          for (const [key, message] of Object.entries(mapped.applicants)) {
            const [index, field] = key.split('.');
            const row = applicantCheck.filled[Number(index)];
            if (row && field) applicants[`${row.index}.${field}`] = message;
          }
          setConfirming(false);
          setErrors({ ...mapped, applicants });
          snackbar.show({ message: errorMessage(cause), severity: 'error' });
          return;
        }
      }
      onIssueError(cause);
    }
  };

  const typeLabel = condition.diagnosis_type === '' ? '' : DiagnosisType.label(condition.diagnosis_type);

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">診断リンクの発行</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          社員・応募者に受検用のメールを送信します。メールアドレスのない方には、チケットを印刷してお渡しください。
        </Typography>
      </Box>

      <Card component="section" aria-labelledby="issue-settings-title">
        <CardContent sx={{ p: 3 }}>
          <Typography id="issue-settings-title" variant="h2" sx={{ mb: 2 }}>
            発行内容
          </Typography>
          <IssueSettings
            value={settings}
            types={types}
            errors={errors.settings}
            onChange={(change) => {
              update(change);
              setErrors((previous) => ({ ...previous, settings: {} }));
            }}
            messageHelp={
              isTickets ? '受検者が受検を始める前の確認画面に表示されます' : '診断メールの本文に記載されます'
            }
          />
        </CardContent>
      </Card>

      <Card component="section" aria-label="発行対象">
        <Tabs
          value={condition.tab}
          onChange={(_, tab: IssueTab) => {
            // Applicants are entered for a selection: offer the selection diagnosis when allowed.
            const forApplicants = tab === 'applicants' && types.includes('senkou');
            update(forApplicants ? { tab, diagnosis_type: 'senkou' } : { tab });
            setErrors(NO_ERRORS);
          }}
          aria-label="発行方法"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}
        >
          {(Object.keys(TAB_LABELS) as IssueTab[]).map((tab) => (
            <Tab key={tab} value={tab} label={TAB_LABELS[tab]} />
          ))}
        </Tabs>
        <CardContent sx={{ p: 3 }}>
          {condition.tab === 'employees' ? (
            <EmployeePicker
              companyId={companyId}
              diagnosisType={condition.diagnosis_type}
              filters={condition.filters}
              search={condition.search}
              picked={condition.picked}
              onFilters={(filters) => update({ filters })}
              onSearch={(search) => update({ search })}
              onPicked={(picked) => {
                update({ picked });
                setErrors((previous) => ({ ...previous, targets: undefined }));
              }}
              error={errors.targets}
            />
          ) : null}
          {condition.tab === 'applicants' ? (
            <ApplicantRows
              rows={condition.applicants}
              errors={errors.applicants}
              error={errors.targets}
              onChange={(applicants) => update({ applicants })}
            />
          ) : null}
          {condition.tab === 'tickets' ? (
            <Stack spacing={3}>
              <Typography variant="body2" color="text.secondary">
                メールアドレスのない方のために、受検用のチケットコードを発行します。発行するとチケットの用紙（PDF）がダウンロードされます。受検者はチケットに記載の受検ページでコードを入力し、氏名とメールアドレスを登録して受検します。
              </Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  label="発行枚数"
                  required
                  value={condition.quantity}
                  onChange={(event) => {
                    update({ quantity: event.target.value });
                    setErrors((previous) => ({ ...previous, quantity: undefined }));
                  }}
                  error={Boolean(errors.quantity)}
                  helperText={errors.quantity ?? '1〜1,000枚'}
                  slotProps={{
                    htmlInput: { inputMode: 'numeric', maxLength: 4 },
                    input: { endAdornment: '枚' },
                  }}
                  sx={{ width: 180 }}
                />
              </Stack>
              <Box>
                <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
                  発行済みのチケット
                </Typography>
                <TicketBatches />
              </Box>
            </Stack>
          ) : null}
        </CardContent>
        <Box sx={{ height: 4 }}>{pending ? <LinearProgress aria-label="発行中" /> : null}</Box>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            gap: 2,
            px: 3,
            py: 2,
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: 'grey.50',
          }}
        >
          <Typography color="text.secondary">
            {isTickets
              ? `${Number.isFinite(quantity) && quantity > 0 ? quantity.toLocaleString('ja-JP') : 0}枚`
              : `${targetCount.toLocaleString('ja-JP')}名`}
          </Typography>
          <Button variant="contained" size="large" onClick={openConfirm} disabled={pending}>
            {isTickets ? 'チケットを発行する' : '診断メールを送信する'}
          </Button>
        </Box>
      </Card>

      <ConfirmDialog
        open={confirming}
        title={isTickets ? 'チケットの発行' : '診断メールの送信'}
        confirmLabel={isTickets ? '発行する' : '送信する'}
        pending={pending}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      >
        <Typography sx={{ mb: 2 }}>
          {isTickets
            ? `${quantity.toLocaleString('ja-JP')}枚の診断チケットを発行します。よろしいですか？`
            : `${targetCount.toLocaleString('ja-JP')}名に診断メールを送信します。よろしいですか？`}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: '96px 1fr',
            rowGap: 0.5,
            m: 0,
            '& dt': { fontWeight: 700 },
            '& dd': { m: 0 },
          }}
        >
          <dt>診断の種類</dt>
          <dd>{typeLabel}</dd>
          <dt>受検期限</dt>
          <dd>{formatIsoDateJa(condition.deadline)}まで</dd>
          <dt>対象</dt>
          <dd>
            {isTickets
              ? `チケット ${quantity.toLocaleString('ja-JP')}枚`
              : condition.tab === 'employees'
                ? summarizeNames(condition.picked.map((p) => p.name))
                : summarizeNames(
                    applicantCheck.filled.map(({ row }) => `${row.last_name} ${row.first_name}`),
                  )}
          </dd>
          <dt>メッセージ</dt>
          <dd style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {condition.message.trim() === '' ? 'なし' : condition.message}
          </dd>
        </Box>
      </ConfirmDialog>
    </Stack>
  );
}

/** 「山田 太郎、佐藤 花子 ほか3名」 */
function summarizeNames(names: readonly string[], shown = 3) {
  const head = names.slice(0, shown).join('、');
  return names.length > shown ? `${head} ほか${names.length - shown}名` : head;
}
