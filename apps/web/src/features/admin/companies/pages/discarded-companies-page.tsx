import { CompanyStatus, formatDateTimeJa, type TDiscardedCompany } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SearchField } from '@/components/form/search-field';
import { displayedRows, PAGINATION_LABELS } from '@/components/pagination-labels';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDestroyCompany } from '../api/destroy-company';
import { useDiscardedCompanies } from '../api/get-discarded-companies';
import { useRestoreCompany } from '../api/restore-company';
import { DestroyCompanyDialog } from '../components/destroy-company-dialog';

const PER = 50;

/**
 * /admin/discarded — discarded companies (削除済み企業): restore one, or destroy it for good after
 * typing its name.
 */
export function DiscardedCompaniesPage() {
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const { data, isPending, isError, error } = useDiscardedCompanies({
    page: page + 1,
    per: PER,
    q: q || undefined,
  });
  const restore = useRestoreCompany();
  const destroy = useDestroyCompany();
  const snackbar = useSnackbar();
  const [restoring, setRestoring] = useState<TDiscardedCompany | null>(null);
  const [destroying, setDestroying] = useState<TDiscardedCompany | null>(null);
  const list = data?.data;

  const onRestore = async () => {
    if (!restoring) return;
    try {
      await restore.mutateAsync(restoring.id);
      snackbar.show({ message: `「${restoring.name}」を復元しました。`, severity: 'success' });
    } catch (e) {
      snackbar.show({ message: errorMessage(e), severity: 'error' });
    } finally {
      setRestoring(null);
    }
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h1">削除済み企業</Typography>
      <Typography color="text.secondary">
        削除した企業は、復元するまで管理者がログインできず、診断も受検できません。完全に削除すると、社員・診断結果・ファイルを含むすべてのデータが消去され、元に戻せません。
      </Typography>
      <Card>
        <Box sx={{ p: 3, pb: 1 }}>
          <SearchField
            label="企業名・フリガナで検索"
            size="small"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
            sx={{ width: { xs: '100%', sm: 320 } }}
          />
        </Box>
        {isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorMessage(error)}
          </Alert>
        ) : null}
        {isPending ? <Skeleton variant="rounded" height={160} sx={{ m: 2 }} /> : null}
        {list ? (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table aria-label="削除済み企業" sx={{ minWidth: 860, '& td, & th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>企業名</TableCell>
                  <TableCell>削除前のステータス</TableCell>
                  <TableCell align="right">社員・応募者</TableCell>
                  <TableCell>削除日時</TableCell>
                  <TableCell>削除した担当者</TableCell>
                  <TableCell>操作</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.items.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={6} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                      削除済みの企業はありません。
                    </TableCell>
                  </TableRow>
                ) : null}
                {list.items.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell>{c.name}</TableCell>
                    <TableCell>{CompanyStatus.label(c.status)}</TableCell>
                    <TableCell align="right">{c.employees.toLocaleString('ja-JP')}人</TableCell>
                    <TableCell>{formatDateTimeJa(c.discarded_at)}</TableCell>
                    <TableCell>{c.discarded_by ?? '—'}</TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', gap: 1 }}>
                        <Button
                          size="small"
                          variant="contained"
                          onClick={() => setRestoring(c)}
                          aria-label={`復元する（${c.name}）`}
                        >
                          復元する
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          variant="outlined"
                          onClick={() => setDestroying(c)}
                          aria-label={`完全に削除（${c.name}）`}
                        >
                          完全に削除
                        </Button>
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
        <TablePagination
          component="div"
          count={list?.total ?? 0}
          page={page}
          rowsPerPage={PER}
          rowsPerPageOptions={[PER]}
          onPageChange={(_, p) => setPage(p)}
          labelDisplayedRows={displayedRows}
          {...PAGINATION_LABELS}
        />
      </Card>

      <ConfirmDialog
        open={restoring !== null}
        title="この企業を復元しますか？"
        confirmLabel="復元する"
        pending={restore.isPending}
        onConfirm={() => void onRestore()}
        onCancel={() => setRestoring(null)}
      >
        <Box component="strong" sx={{ display: 'block', mb: 1, color: 'text.primary' }}>
          {restoring?.name}
        </Box>
        復元すると、管理者は再びログインでき、受検期限内の診断リンクも使えるようになります。
      </ConfirmDialog>
      <DestroyCompanyDialog
        company={destroying}
        pending={destroy.isPending}
        onCancel={() => setDestroying(null)}
        onConfirm={async (companyName) => {
          if (!destroying) return;
          await destroy.mutateAsync({ id: destroying.id, companyName });
          snackbar.show({ message: `「${destroying.name}」を完全に削除しました。`, severity: 'success' });
          setDestroying(null);
        }}
      />
    </Stack>
  );
}
