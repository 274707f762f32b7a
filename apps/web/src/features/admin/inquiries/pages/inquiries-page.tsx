import {
  formatDateTimeJa,
  InquiryKubun,
  type InquiryKubunValue,
  InquiryStatus,
  type InquiryStatusValue,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FilterSelect } from '@/components/form/filter-select';
import { SearchField } from '@/components/form/search-field';
import { displayedRows, PAGINATION_LABELS } from '@/components/pagination-labels';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useInquiries } from '../api/inquiries';
import { InquiryStatusChip } from '../components/inquiry-status-chip';

const PER_OPTIONS = [20, 50, 100];
const ASSIGNEE_OPTIONS = [
  { value: 'me', label: '自分が担当' },
  { value: 'none', label: '担当者なし' },
] as const;

/** /admin/inquiries — the inbox: by status (tabs), 区分, assignee and words; newest first. */
export function InquiriesPage() {
  const [params, setParams] = useSearchParams();
  const pick = <V extends string>(name: string, values: readonly V[]) =>
    (values as readonly string[]).includes(params.get(name) ?? '') ? (params.get(name) as V) : undefined;
  const status = pick<InquiryStatusValue>('status', InquiryStatus.values);
  const kubun = pick<InquiryKubunValue>('kubun', InquiryKubun.values);
  const assignee = pick<'me' | 'none'>('assignee', ['me', 'none']);
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const per = PER_OPTIONS.includes(Number(params.get('per'))) ? Number(params.get('per')) : 20;
  const [searchText, setSearchText] = useState(q);

  const set = (next: Record<string, string | number | undefined>) => {
    const merged: Record<string, string | number | undefined> = {
      status,
      kubun,
      assignee,
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

  const { data, isPending, error, refetch } = useInquiries({
    page,
    per,
    status,
    kubun,
    assignee,
    q: q || undefined,
  });
  const list = data?.data;

  return (
    <Stack spacing={3}>
      <Typography variant="h1">お問い合わせ</Typography>
      <Card>
        <Tabs
          value={status ?? 'all'}
          onChange={(_, value: string) => set({ status: value === 'all' ? undefined : value, page: 1 })}
          variant="scrollable"
          aria-label="対応状況"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="all" label="すべて" />
          {InquiryStatus.options().map((o) => (
            <Tab
              key={o.value}
              value={o.value}
              label={
                o.value === 'new' && list
                  ? `${o.label}（${list.new_count.toLocaleString('ja-JP')}）`
                  : o.label
              }
            />
          ))}
        </Tabs>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
          <SearchField
            label="件名・本文・氏名・企業名・メールで検索"
            size="small"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            sx={{ width: { xs: '100%', sm: 340 } }}
          />
          <Box sx={{ minWidth: 180, '& .MuiTextField-root': { width: '100%' } }}>
            <FilterSelect
              label="区分"
              value={kubun ?? ''}
              options={InquiryKubun.options()}
              onChange={(value) => set({ kubun: value || undefined, page: 1 })}
            />
          </Box>
          <Box sx={{ minWidth: 180, '& .MuiTextField-root': { width: '100%' } }}>
            <FilterSelect
              label="担当"
              value={assignee ?? ''}
              options={ASSIGNEE_OPTIONS}
              onChange={(value) => set({ assignee: value || undefined, page: 1 })}
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
            <Table size="small" aria-label="お問い合わせ一覧">
              <TableHead>
                <TableRow>
                  <TableCell>No.</TableCell>
                  <TableCell>状態</TableCell>
                  <TableCell>受信日時</TableCell>
                  <TableCell>区分</TableCell>
                  <TableCell>件名</TableCell>
                  <TableCell>差出人</TableCell>
                  <TableCell>担当</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.items.map((item) => (
                  <TableRow key={item.id} hover>
                    <TableCell>{item.id}</TableCell>
                    <TableCell>
                      <InquiryStatusChip status={item.status} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTimeJa(item.created_at)}</TableCell>
                    <TableCell sx={{ minWidth: 140 }}>{InquiryKubun.label(item.kubun)}</TableCell>
                    <TableCell sx={{ minWidth: 220 }}>
                      <Link
                        component={RouterLink}
                        to={paths.adminInquiry.getHref({ id: item.id })}
                        sx={{ fontWeight: 700 }}
                      >
                        {item.subject}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      {item.name}
                      <Typography variant="body2" color="text.secondary">
                        {item.company_name ?? '企業名なし'}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.assignee_name ?? '-'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {status || kubun || assignee || q
              ? '条件に合うお問い合わせはありません'
              : 'お問い合わせはまだありません'}
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
