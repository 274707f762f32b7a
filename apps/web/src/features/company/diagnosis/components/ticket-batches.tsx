import { DiagnosisType, formatDateTimeJa, TicketStatus } from '@mirume/shared';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { displayedRows, PAGINATION_LABELS } from '@/components/pagination-labels';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { formatIsoDateJa } from '@/lib/dates';
import { downloadTicketFile, type TicketFileKind, useTicketBatches, useTicketCodes } from '../api/tickets';

const STATUS_COLORS = { unused: 'default', in_use: 'info', used: 'success', expired: 'warning' } as const;

const FILES: { kind: TicketFileKind; label: string }[] = [
  { kind: 'pdf', label: '印刷用PDF' },
  { kind: 'csv-utf8', label: 'CSV（UTF-8）' },
  { kind: 'csv-sjis', label: 'CSV（Shift_JIS・Excel向け）' },
];

/** The ticket batches issued so far: counts per status, downloads, and who used each ticket. */
export function TicketBatches() {
  const company = useAreaCompany();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<number | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; batchId: number } | null>(null);
  const batches = useTicketBatches(page);
  const snackbar = useSnackbar();

  const download = async (batchId: number, kind: TicketFileKind) => {
    setMenu(null);
    setDownloading(batchId);
    try {
      await downloadTicketFile(company, batchId, kind);
    } catch (cause) {
      snackbar.show({ message: errorMessage(cause), severity: 'error' });
    } finally {
      setDownloading(null);
    }
  };

  if (batches.isPending) return <Skeleton variant="rounded" height={160} aria-label="読み込み中" />;
  if (batches.isError) return <Alert severity="error">{errorMessage(batches.error)}</Alert>;
  const { items, total } = batches.data.data;
  if (total === 0) {
    return <Typography color="text.secondary">まだチケットは発行されていません。</Typography>;
  }
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="発行したチケット" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell>発行日時</TableCell>
              <TableCell>診断の種類</TableCell>
              <TableCell align="right">枚数</TableCell>
              <TableCell>受検期限</TableCell>
              <TableCell>利用状況</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((batch) => (
              <TableRow key={batch.id}>
                <TableCell>{formatDateTimeJa(batch.created_at)}</TableCell>
                <TableCell>{DiagnosisType.label(batch.diagnosis_type)}</TableCell>
                <TableCell align="right">{batch.quantity.toLocaleString('ja-JP')}枚</TableCell>
                <TableCell>{formatIsoDateJa(batch.deadline)}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    {TicketStatus.options().map((o) => (
                      <Chip
                        key={o.value}
                        size="small"
                        variant="outlined"
                        color={STATUS_COLORS[o.value]}
                        label={`${o.label} ${batch.counts[o.value]}`}
                      />
                    ))}
                  </Box>
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1 }}>
                    <Button
                      size="small"
                      variant="outlined"
                      endIcon={<ArrowDropDownIcon />}
                      loading={downloading === batch.id}
                      aria-haspopup="menu"
                      onClick={(event) => setMenu({ anchor: event.currentTarget, batchId: batch.id })}
                    >
                      ダウンロード
                    </Button>
                    <Button size="small" onClick={() => setOpened(batch.id)}>
                      利用者を見る
                    </Button>
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > 10 ? (
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={10}
          rowsPerPageOptions={[10]}
          onPageChange={(_event, next) => setPage(next + 1)}
          {...PAGINATION_LABELS}
          labelDisplayedRows={displayedRows}
        />
      ) : null}
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {FILES.map((file) => (
          <MenuItem key={file.kind} onClick={() => menu && void download(menu.batchId, file.kind)}>
            {file.label}
          </MenuItem>
        ))}
      </Menu>
      <TicketCodesDialog batchId={opened} onClose={() => setOpened(null)} />
    </>
  );
}

function TicketCodesDialog({ batchId, onClose }: { batchId: number | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const titleId = useId();
  const codes = useTicketCodes(batchId, page);
  return (
    <Dialog open={batchId !== null} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        チケットの利用状況
      </DialogTitle>
      <DialogContent>
        {codes.isPending ? <Skeleton variant="rounded" height={200} aria-label="読み込み中" /> : null}
        {codes.isError ? <Alert severity="error">{errorMessage(codes.error)}</Alert> : null}
        {codes.data ? (
          <>
            <TableContainer>
              <Table size="small" aria-label="チケット一覧" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>チケットコード</TableCell>
                    <TableCell>状態</TableCell>
                    <TableCell>利用者</TableCell>
                    <TableCell>メールアドレス</TableCell>
                    <TableCell>利用開始</TableCell>
                    <TableCell>受検完了</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {codes.data.data.items.map((code) => (
                    <TableRow key={code.id}>
                      <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.95rem' }}>{code.code}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={STATUS_COLORS[code.status]}
                          label={TicketStatus.label(code.status)}
                        />
                      </TableCell>
                      <TableCell>
                        {code.last_name ? `${code.last_name} ${code.first_name ?? ''}` : '-'}
                      </TableCell>
                      <TableCell>{code.email ?? '-'}</TableCell>
                      <TableCell>{code.redeemed_at ? formatDateTimeJa(code.redeemed_at) : '-'}</TableCell>
                      <TableCell>{code.used_at ? formatDateTimeJa(code.used_at) : '-'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={codes.data.data.total}
              page={page - 1}
              rowsPerPage={20}
              rowsPerPageOptions={[20]}
              onPageChange={(_event, next) => setPage(next + 1)}
              {...PAGINATION_LABELS}
              labelDisplayedRows={displayedRows}
            />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>閉じる</Button>
      </DialogActions>
    </Dialog>
  );
}
