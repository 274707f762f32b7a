import {
  type CompanyRole,
  canIssueDiagnosis,
  DiagnosisType,
  type EnumValue,
  type TCsvEncoding,
  type TMirumevitalResult,
} from '@mirume/shared';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { downloadResultCsv, downloadResultPdf } from '../api/download-result';
import { useSwitchResult } from '../api/switch-result';

const CSV_FILES: { encoding: TCsvEncoding; label: string }[] = [
  { encoding: 'utf8', label: 'CSV（UTF-8）' },
  { encoding: 'sjis', label: 'CSV（Shift_JIS・Excel向け）' },
];

const otherType = (type: EnumValue<typeof DiagnosisType>) => (type === 'senkou' ? 'employee' : 'senkou');

interface ResultActionsProps {
  result: TMirumevitalResult;
  role: EnumValue<typeof CompanyRole> | undefined;
}

/** What HR does with a result: print it, take it to Excel, see its trend and history, re-score it. */
export function ResultActions({ result, role }: ResultActionsProps) {
  const company = useAreaCompany();
  const [csvMenu, setCsvMenu] = useState<HTMLElement | null>(null);
  const [downloading, setDownloading] = useState<'pdf' | 'csv' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const switchResult = useSwitchResult(result.employee_id);
  const snackbar = useSnackbar();
  const target = otherType(result.diagnosis_type);
  const targetLabel = DiagnosisType.label(target);

  const download = async (kind: 'pdf' | 'csv', encoding: TCsvEncoding = 'utf8') => {
    setCsvMenu(null);
    setDownloading(kind);
    try {
      if (kind === 'pdf') await downloadResultPdf(company, result);
      else await downloadResultCsv(company, result, encoding);
    } catch (cause) {
      snackbar.show({ message: errorMessage(cause), severity: 'error' });
    } finally {
      setDownloading(null);
    }
  };

  const confirmSwitch = async () => {
    try {
      await switchResult.mutateAsync({ resultId: result.id, to: target });
      snackbar.show({ message: `${targetLabel}として再判定しました。` });
    } catch (cause) {
      snackbar.show({ message: errorMessage(cause), severity: 'error' });
    } finally {
      setConfirming(false);
    }
  };

  // A voided sitting is shown for the record only: it has no report, export or re-scoring.
  const valid = result.validity.valid;

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} useFlexGap>
      {valid ? (
        <>
          <Button variant="contained" loading={downloading === 'pdf'} onClick={() => void download('pdf')}>
            PDFをダウンロード
          </Button>
          <Button
            variant="outlined"
            endIcon={<ArrowDropDownIcon />}
            loading={downloading === 'csv'}
            aria-haspopup="menu"
            onClick={(event) => setCsvMenu(event.currentTarget)}
          >
            CSV
          </Button>
          <Menu anchorEl={csvMenu} open={Boolean(csvMenu)} onClose={() => setCsvMenu(null)}>
            {CSV_FILES.map((file) => (
              <MenuItem key={file.encoding} onClick={() => void download('csv', file.encoding)}>
                {file.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
      <Button
        variant="outlined"
        component={RouterLink}
        to={company.paths.employeeHistoryMirumevital(result.employee_id)}
      >
        推移を見る
      </Button>
      <Button
        variant="outlined"
        component={RouterLink}
        to={company.paths.employeeHistory(result.employee_id)}
      >
        受検履歴
      </Button>
      {valid && canIssueDiagnosis(role, target) ? (
        <Button variant="text" onClick={() => setConfirming(true)}>
          {targetLabel}として再判定
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`${targetLabel}として再判定`}
        confirmLabel="再判定する"
        pending={switchResult.isPending}
        onConfirm={() => void confirmSwitch()}
        onCancel={() => setConfirming(false)}
      >
        {`この受検の記録を${targetLabel}の基準で採点し直し、新しい結果として保存します。元の${DiagnosisType.label(result.diagnosis_type)}の結果は変更されず、そのまま残ります。`}
      </ConfirmDialog>
    </Stack>
  );
}
