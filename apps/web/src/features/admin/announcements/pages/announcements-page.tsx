import {
  AnnouncementCategory,
  type AnnouncementCategoryValue,
  AnnouncementState,
  type AnnouncementStateValue,
  formatDateTimeJa,
} from '@mirume/shared';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FilterSelect } from '@/components/form/filter-select';
import { SearchField } from '@/components/form/search-field';
import { ListBody, ListPagination } from '@/components/list/list-body';
import { CategoryChip } from '@/entities/announcement/components/category-chip';
import { paths } from '@/lib/paths';
import { useUrlList } from '@/lib/use-url-list';
import { useAdminAnnouncements } from '../api/announcements';
import { StateChip } from '../components/state-chip';

/** /admin/mirume-notifications — every announcement, by category, state and words; newest first. */
export function AnnouncementsPage() {
  const { filters, q, page, per, searchText, setSearchText, set, filtered } = useUrlList({
    category: AnnouncementCategory.values,
    state: AnnouncementState.values,
  });
  const { category, state } = filters;

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
        useFlexGap
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
              onChange={(value) =>
                set({ category: (value || undefined) as AnnouncementCategoryValue | undefined })
              }
            />
          </Box>
          <Box sx={{ minWidth: 180, '& .MuiTextField-root': { width: '100%' } }}>
            <FilterSelect
              label="状態"
              value={state ?? ''}
              options={AnnouncementState.options()}
              onChange={(value) => set({ state: (value || undefined) as AnnouncementStateValue | undefined })}
            />
          </Box>
        </Stack>
        <ListBody
          error={error}
          isPending={isPending}
          refetch={refetch}
          rows={list?.items.length ?? 0}
          empty={filtered ? '条件に合うお知らせはありません' : 'お知らせはまだありません'}
        >
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
                {list?.items.map((item) => (
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
        </ListBody>
        <ListPagination total={list?.total ?? 0} page={page} per={per} onChange={set} />
      </Card>
    </Stack>
  );
}
