import {
  AnnouncementCategory,
  type AnnouncementCategoryValue,
  AnnouncementState,
  type AnnouncementStateValue,
  formatDateTimeJa,
} from '@mirume/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
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
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FilterSelect } from '@/components/form/filter-select';
import { SearchField } from '@/components/form/search-field';
import { displayedRows, PAGINATION_LABELS } from '@/components/pagination-labels';
import { CategoryChip } from '@/entities/announcement/components/category-chip';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useAdminAnnouncements } from '../api/announcements';
import { StateChip } from '../components/state-chip';

const PER_OPTIONS = [20, 50, 100];

/** /admin/mirume-notifications — every announcement, by category, state and words; newest first. */
export function AnnouncementsPage() {
  const [params, setParams] = useSearchParams();
  const category = (AnnouncementCategory.values as readonly string[]).includes(params.get('category') ?? '')
    ? (params.get('category') as AnnouncementCategoryValue)
    : undefined;
  const state = (AnnouncementState.values as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as AnnouncementStateValue)
    : undefined;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const per = PER_OPTIONS.includes(Number(params.get('per'))) ? Number(params.get('per')) : 20;
  const [searchText, setSearchText] = useState(q);

  const set = (next: Record<string, string | number | undefined>) => {
    const merged: Record<string, string | number | undefined> = {
      category,
      state,
      q: q || undefined,
      page,
      per,
      ...next,
    };
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) {
      if (v === undefined || v === '' || (k === 'page' && v === 1) || (k === 'per' && v === 20)) continue;
      search.set(k, String(v));
    }
    setParams(search);
  };

  useEffect(() => {
    const text = searchText.trim();
    if (text === q) return;
    const timer = setTimeout(() => set({ q: text || undefined, page: 1 }), 300);
    return () => clearTimeout(timer);
  });

  const { data, isPending, error, refetch } = useAdminAnnouncements({
    page,
    per,
    category,
    state,
    q: q || undefined,
  });
  const list = data?.data;

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h1">お知らせ</Typography>
        <Button
          component={RouterLink}
          to={paths.adminNotificationNew.getHref()}
          variant="contained"
          startIcon={<AddIcon />}
        >
          お知らせを作成
        </Button>
      </Stack>
      <Card>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
          <SearchField
            label="タイトル・本文で検索"
            size="small"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            sx={{ width: { xs: '100%', sm: 300 } }}
          />
          <Box sx={{ minWidth: 180, '& .MuiTextField-root': { width: '100%' } }}>
            <FilterSelect
              label="区分"
              value={category ?? ''}
              options={AnnouncementCategory.options()}
              onChange={(value) => set({ category: value || undefined, page: 1 })}
            />
          </Box>
          <Box sx={{ minWidth: 180, '& .MuiTextField-root': { width: '100%' } }}>
            <FilterSelect
              label="状態"
              value={state ?? ''}
              options={AnnouncementState.options()}
              onChange={(value) => set({ state: value || undefined, page: 1 })}
            />
          </Box>
        </Stack>
        {error ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                再試行
              </Button>
            }
          >
            {errorMessage(error)}
          </Alert>
        ) : isPending ? (
          <Box sx={{ p: 2 }}>
            <Skeleton variant="rounded" height={240} aria-label="読み込み中" />
          </Box>
        ) : list && list.items.length > 0 ? (
          <TableContainer>
            <Table size="small" aria-label="お知らせ一覧">
              <TableHead>
                <TableRow>
                  <TableCell>状態</TableCell>
                  <TableCell>区分</TableCell>
                  <TableCell>タイトル</TableCell>
                  <TableCell>公開日時</TableCell>
                  <TableCell align="right">既読</TableCell>
                  <TableCell>作成者</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.items.map((item) => (
                  <TableRow key={item.id} hover>
                    <TableCell>
                      <StateChip state={item.state} />
                    </TableCell>
                    <TableCell>
                      <CategoryChip category={item.category} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 240 }}>
                      <Link
                        component={RouterLink}
                        to={paths.adminNotification.getHref({ id: item.id })}
                        sx={{ fontWeight: 700 }}
                      >
                        {item.title}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {item.published_at ? formatDateTimeJa(item.published_at) : '-'}
                    </TableCell>
                    <TableCell align="right">{item.read_count.toLocaleString('ja-JP')}人</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.created_by ?? '-'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {category || state || q ? '条件に合うお知らせはありません' : 'お知らせはまだありません'}
          </Typography>
        )}
        <TablePagination
          component="div"
          count={list?.total ?? 0}
          page={page - 1}
          rowsPerPage={per}
          rowsPerPageOptions={PER_OPTIONS}
          onPageChange={(_, p) => set({ page: p + 1 })}
          onRowsPerPageChange={(event) => set({ per: Number(event.target.value), page: 1 })}
          labelDisplayedRows={displayedRows}
          {...PAGINATION_LABELS}
        />
      </Card>
    </Stack>
  );
}
