import { ASSESSMENT_DEFS, formatDateJa } from '@mirume/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import {
  downloadAssessmentPdf,
  downloadAssessmentSheet,
  PDF_REPORT_INSTRUMENTS,
} from '../api/assessment-files';
import { type AssessmentRecordOf, useDeleteAssessmentRecord } from '../api/assessment-records';
import { useAssessmentPaths } from '../lib/assessment-paths';

type AnyRecord = AssessmentRecordOf[keyof AssessmentRecordOf];

interface AssessmentActionsProps {
  record: AnyRecord;
  /** Edit and delete are offered only to a role that may change the person's results. */
  manageable: boolean;
}

/**
 * What staff do with a shown result: edit it, download its PDF report or the original sheet, see
 * the trend, delete it (after a confirmation naming the date).
 */
export function AssessmentActions({ record, manageable }: AssessmentActionsProps) {
  const company = useAreaCompany();
  const pages = useAssessmentPaths()[record.instrument];
  const remove = useDeleteAssessmentRecord(record.employee_id, record.instrument);
  const snackbar = useSnackbar();
  const [downloading, setDownloading] = useState<'pdf' | 'sheet' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const label = ASSESSMENT_DEFS[record.instrument].label;
  const date = formatDateJa(record.taken_on);

  const download = async (kind: 'pdf' | 'sheet') => {
    setDownloading(kind);
    try {
      if (kind === 'pdf') await downloadAssessmentPdf(company, record);
      else await downloadAssessmentSheet(company, record);
    } catch (cause) {
      snackbar.show({ message: errorMessage(cause), severity: 'error' });
    } finally {
      setDownloading(null);
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(record.id);
      snackbar.show('delete');
    } catch (cause) {
      snackbar.show({ message: errorMessage(cause), severity: 'error' });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {manageable ? (
        <Button
          variant="outlined"
          component={RouterLink}
          to={pages.edit(record.employee_id, record.id)}
          aria-label={`${label}の結果を編集`}
        >
          編集
        </Button>
      ) : null}
      {PDF_REPORT_INSTRUMENTS.includes(record.instrument) ? (
        <Button
          variant="outlined"
          loading={downloading === 'pdf'}
          onClick={() => void download('pdf')}
          aria-label={`${label}のPDFをダウンロード`}
        >
          PDFをダウンロード
        </Button>
      ) : null}
      {record.sheet ? (
        <Button
          variant="outlined"
          loading={downloading === 'sheet'}
          onClick={() => void download('sheet')}
          aria-label={`${label}の結果シートをダウンロード`}
        >
          結果シートをダウンロード
        </Button>
      ) : null}
      <Button
        variant="outlined"
        component={RouterLink}
        to={pages.trend(record.employee_id)}
        aria-label={`${label}の推移を見る`}
      >
        推移を見る
      </Button>
      {manageable ? (
        <Button color="error" onClick={() => setConfirming(true)} aria-label={`${label}の結果を削除`}>
          削除
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`${label}の結果の削除`}
        confirmLabel="削除する"
        destructive
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        {`${date}に受検した${label}の結果を削除します。${record.sheet ? '添付の結果シートも併せて削除されます。' : ''}削除すると元に戻せません。`}
      </ConfirmDialog>
    </Stack>
  );
}
