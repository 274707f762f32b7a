import { DiagnosisLinkSource, DiagnosisType, formatDateTimeJa } from '@mirume/shared';
import Alert from '@mui/material/Alert';
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
import { errorMessage } from '@/lib/api-client';
import { formatIsoDateJa } from '@/lib/dates';
import { useIssuanceHistory } from '../api/issuance-history';
import { LinkStatusChip } from './link-status-chip';

/** 診断の発行履歴 of one person: every link issued to them, newest first. */
export function IssuanceHistoryCard({ employeeId }: { employeeId: number }) {
  const { data, isPending, isError, error } = useIssuanceHistory(employeeId);
  const items = data?.data.items ?? [];
  return (
    <Card component="section" aria-labelledby="issuance-history-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="issuance-history-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
          診断の発行履歴
        </Typography>
        {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        {isPending ? <Skeleton variant="rounded" height={120} aria-label="読み込み中" /> : null}
        {data && items.length === 0 ? (
          <Typography color="text.secondary">まだ診断は発行されていません</Typography>
        ) : null}
        {items.length > 0 ? (
          <TableContainer>
            <Table size="small" aria-label="診断の発行履歴" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>診断の種類</TableCell>
                  <TableCell>発行日時</TableCell>
                  <TableCell>受検期限</TableCell>
                  <TableCell>状態</TableCell>
                  <TableCell align="right">送信回数</TableCell>
                  <TableCell>発行方法</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((link) => (
                  <TableRow key={link.id}>
                    <TableCell>{DiagnosisType.label(link.diagnosis_type)}</TableCell>
                    <TableCell>{formatDateTimeJa(link.created_at)}</TableCell>
                    <TableCell>{formatIsoDateJa(link.deadline)}</TableCell>
                    <TableCell>
                      <LinkStatusChip value={link.status} />
                    </TableCell>
                    <TableCell align="right">{link.sent_count}回</TableCell>
                    <TableCell>{DiagnosisLinkSource.label(link.source)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </CardContent>
    </Card>
  );
}
