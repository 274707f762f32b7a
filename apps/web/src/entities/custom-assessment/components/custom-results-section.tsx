import {
  canManageEmployee,
  type EmploymentType,
  type EnumValue,
  formatDateJa,
  type TCustomResult,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { useDeletePersonCustomResult, usePersonCustomResults } from '../api/person-custom-results';

interface CustomResultsSectionProps {
  employee: { id: number; employment_type: EnumValue<typeof EmploymentType> };
  /** The heading level's text; the history page calls it differently. */
  title?: string;
}

const shownValue = (r: TCustomResult) => (r.unit ? `${r.value} ${r.unit}` : r.value);

/**
 * A person's custom-assessment results (カスタムアセスメント): value, 実施日 and source, newest
 * first; a role that manages the person deletes one after confirming. Used on the person's page and
 * the history page, in either area (the page's company: `useAreaCompany()`).
 */
export function CustomResultsSection({
  employee,
  title = 'カスタムアセスメント',
}: CustomResultsSectionProps) {
  const { data, isPending, isError, error } = usePersonCustomResults(employee.id);
  const remove = useDeletePersonCustomResult(employee.id);
  const snackbar = useSnackbar();
  // An operator acts with the general admin's rights inside the person's company (decision 0028).
  const manageable = canManageEmployee(useAreaCompany().role, employee.employment_type);
  const [target, setTarget] = useState<TCustomResult | null>(null);
  const results = data?.data ?? [];

  const confirm = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      snackbar.show('delete');
    } catch (cause) {
      snackbar.show({ message: errorMessage(cause), severity: 'error' });
    } finally {
      setTarget(null);
    }
  };

  return (
    <Card component="section" aria-labelledby={`custom-results-${employee.id}`}>
      <CardContent sx={{ p: 3 }}>
        <Typography id={`custom-results-${employee.id}`} variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
          {title}
        </Typography>
        {isPending ? <Skeleton variant="rounded" height={80} aria-label="読み込み中" /> : null}
        {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        {data && results.length === 0 ? (
          <Typography color="text.secondary">カスタムアセスメントの結果はまだありません。</Typography>
        ) : null}
        {results.length > 0 ? (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>実施日</TableCell>
                  <TableCell>アセスメント</TableCell>
                  <TableCell>結果</TableCell>
                  <TableCell>取込元</TableCell>
                  {manageable ? <TableCell align="right">操作</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {results.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateJa(r.assessed_on)}</TableCell>
                    <TableCell>{r.assessment_name}</TableCell>
                    <TableCell sx={{ fontWeight: 700, whiteSpace: 'pre-wrap' }}>{shownValue(r)}</TableCell>
                    <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>{r.source}</TableCell>
                    {manageable ? (
                      <TableCell align="right">
                        <Button
                          color="error"
                          size="small"
                          onClick={() => setTarget(r)}
                          aria-label={`${formatDateJa(r.assessed_on)}の${r.assessment_name}を削除`}
                        >
                          削除
                        </Button>
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={target !== null}
        title="カスタムアセスメント結果の削除"
        confirmLabel="削除する"
        destructive
        pending={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      >
        {target
          ? `${formatDateJa(target.assessed_on)}の「${target.assessment_name}」の結果（${shownValue(target)}）を削除します。削除すると元に戻せません。`
          : ''}
      </ConfirmDialog>
    </Card>
  );
}
