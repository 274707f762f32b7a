import { DiagnosisType, EmploymentType, RESULT_EXPORT_IDS_MAX, type TCsvEncoding } from '@mirume/shared';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { type CsvScope, csvExportRequest, downloadCsv, exportFilters } from '../api/csv-exports';
import { type DiagnosisTypeValue, type ListCondition, rankOptions } from '../lib/list-condition';
import { type PickedResult, resultIdsOf } from '../lib/picked';

interface CsvExportProps {
  companyId: number;
  picked: readonly PickedResult[];
  condition: ListCondition;
  search: string;
}

const SCOPE_LABELS: Record<CsvScope, string> = {
  selected: '選択した結果',
  filtered: '絞り込み条件に一致するすべての結果',
  diff: '前回との比較付きCSV（各人の最新の結果と前回の結果）',
};

/** The list conditions the filtered export applies, in words (the others it cannot apply). */
function appliedFilters(condition: ListCondition, search: string, type: DiagnosisTypeValue): string {
  const query = exportFilters(condition, search, type);
  const parts: string[] = [];
  if (query.q) parts.push(`検索「${query.q}」`);
  if (query.employment_type) {
    parts.push(
      `雇用形態「${EmploymentType.label(query.employment_type as (typeof EmploymentType.values)[number])}」`,
    );
  }
  if (query.rank) parts.push(`ランク「${rankOptions(type).find((o) => o.value === query.rank)?.label}」`);
  if (query.from || query.to) parts.push(`受検日 ${query.from ?? ''}〜${query.to ?? ''}`);
  return parts.length > 0 ? parts.join('、') : 'なし（この種類のすべての結果）';
}

/** CSVエクスポート: picked results, the filtered results or latest-versus-previous, UTF-8 or Shift_JIS. */
export function CsvExport({ companyId, picked, condition, search }: CsvExportProps) {
  const company = useAreaCompany();
  const snackbar = useSnackbar();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<CsvScope>('filtered');
  const [type, setType] = useState<DiagnosisTypeValue>('senkou');
  const [encoding, setEncoding] = useState<TCsvEncoding>('utf8');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const typesPicked = DiagnosisType.values.filter((t) => resultIdsOf(picked, t).length > 0);
  const typeDisabled = (t: DiagnosisTypeValue) => scope === 'selected' && !typesPicked.includes(t);

  const openDialog = () => {
    const nextScope: CsvScope = picked.length > 0 ? 'selected' : 'filtered';
    const preferred = condition.diagnosis_type || (nextScope === 'selected' ? typesPicked[0] : undefined);
    setScope(nextScope);
    setType(preferred ?? 'senkou');
    setError(null);
    setOpen(true);
  };
  const changeScope = (next: CsvScope) => {
    setScope(next);
    const [firstPicked] = typesPicked;
    if (next === 'selected' && !typesPicked.includes(type) && firstPicked) setType(firstPicked);
  };

  const download = async () => {
    if (scope === 'selected' && resultIdsOf(picked, type).length > RESULT_EXPORT_IDS_MAX) {
      setError(
        `選択した結果は一度に${RESULT_EXPORT_IDS_MAX.toLocaleString('ja-JP')}件までエクスポートできます。それより多いときは「絞り込み条件に一致するすべての結果」をお選びください。`,
      );
      return;
    }
    setPending(true);
    setError(null);
    try {
      await downloadCsv(
        company,
        csvExportRequest({
          scope,
          type,
          encoding,
          companyId,
          ids: resultIdsOf(picked, type),
          condition,
          search,
        }),
      );
      setOpen(false);
      snackbar.show({ message: 'CSVをダウンロードしました。' });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadIcon aria-hidden />} onClick={openDialog}>
        CSVエクスポート
      </Button>
      <Dialog
        open={open}
        onClose={pending ? undefined : () => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>CSVエクスポート</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <FormControl>
              <FormLabel id={`${titleId}-scope`}>対象</FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-scope`}
                value={scope}
                onChange={(event) => changeScope(event.target.value as CsvScope)}
              >
                {(Object.keys(SCOPE_LABELS) as CsvScope[]).map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    disabled={pending || (value === 'selected' && picked.length === 0)}
                    control={<Radio />}
                    label={
                      value === 'selected'
                        ? `${SCOPE_LABELS.selected}（${picked.length.toLocaleString('ja-JP')}件）`
                        : SCOPE_LABELS[value]
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <FormControl>
              <FormLabel id={`${titleId}-type`}>診断の種類</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${titleId}-type`}
                value={type}
                onChange={(event) => setType(event.target.value as DiagnosisTypeValue)}
              >
                {DiagnosisType.options().map((o) => (
                  <FormControlLabel
                    key={o.value}
                    value={o.value}
                    disabled={pending || typeDisabled(o.value)}
                    control={<Radio />}
                    label={
                      scope === 'selected'
                        ? `${o.label}（${resultIdsOf(picked, o.value).length}件）`
                        : o.label
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <FormControl>
              <FormLabel id={`${titleId}-encoding`}>文字コード</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${titleId}-encoding`}
                value={encoding}
                onChange={(event) => setEncoding(event.target.value as TCsvEncoding)}
              >
                <FormControlLabel
                  value="utf8"
                  disabled={pending}
                  control={<Radio />}
                  label="UTF-8（Excel向け・BOM付き）"
                />
                <FormControlLabel value="sjis" disabled={pending} control={<Radio />} label="Shift_JIS" />
              </RadioGroup>
            </FormControl>
            {scope === 'filtered' ? (
              <Typography variant="body2" color="text.secondary">
                適用する条件: {appliedFilters(condition, search, type)}
                。部署・役職・組織・性別・年齢・診断状況・選考結果の条件はCSVには適用されません。期間内のすべての結果（最新以外も含む）を出力します。
              </Typography>
            ) : null}
            {scope === 'diff' ? (
              <Typography variant="body2" color="text.secondary">
                この種類の結果がある全員について、最新の結果と前回の結果の差を出力します（絞り込み条件は適用されません）。
              </Typography>
            ) : null}
            {pending ? <LinearProgress aria-label="CSVをダウンロードしています" /> : null}
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={pending}>
            キャンセル
          </Button>
          <Button
            variant="contained"
            onClick={() => void download()}
            disabled={pending || typeDisabled(type)}
          >
            ダウンロード
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
