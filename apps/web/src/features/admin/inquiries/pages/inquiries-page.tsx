import {
  formatDateTimeJa,
  InquiryKubun,
  type InquiryKubunValue,
  InquiryStatus,
  type InquiryStatusValue,
} from '@mirume/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FilterSelect } from '@/components/form/filter-select';
import { SearchField } from '@/components/form/search-field';
import { ListBody, ListPagination } from '@/components/list/list-body';
import { paths } from '@/lib/paths';
import { useUrlList } from '@/lib/use-url-list';
import { useInquiries } from '../api/inquiries';
import { InquiryStatusChip } from '../components/inquiry-status-chip';

const ASSIGNEE_OPTIONS = [
  { value: 'me', label: '自分が担当' },
  { value: 'none', label: '担当者なし' },
] as const;

/** /admin/inquiries — the inbox: by status (tabs), 区分, assignee and words; newest first. */
export function InquiriesPage() {
  const { filters, q, page, per, searchText, setSearchText, set, filtered } = useUrlList({
    status: InquiryStatus.values,
    kubun: InquiryKubun.values,
    assignee: ['me', 'none'] as const,
  });
  const { status, kubun, assignee } = filters;

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
          onChange={(_, value: string) =>
            set({ status: value === 'all' ? undefined : (value as InquiryStatusValue) })
          }
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
              onChange={(value) => set({ kubun: (value || undefined) as InquiryKubunValue | undefined })}
            />
          </Box>
          <Box sx={{ minWidth: 180, '& .MuiTextField-root': { width: '100%' } }}>
            <FilterSelect
              label="担当"
              value={assignee ?? ''}
              options={ASSIGNEE_OPTIONS}
              onChange={(value) => set({ assignee: (value || undefined) as 'me' | 'none' | undefined })}
            />
          </Box>
        </Stack>
        <ListBody
          error={error}
          isPending={isPending}
          refetch={refetch}
          rows={list?.items.length ?? 0}
          empty={filtered ? '条件に合うお問い合わせはありません' : 'お問い合わせはまだありません'}
        >
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
                {list?.items.map((item) => (
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
        </ListBody>
        <ListPagination total={list?.total ?? 0} page={page} per={per} onChange={set} />
      </Card>
    </Stack>
  );
}
