import { formatDateTimeJa, NotificationCategory } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { displayedRows, PAGINATION_LABELS } from '@/components/pagination-labels';
import { CategoryChip } from '@/entities/announcement/components/category-chip';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useAnnouncements } from '../api/mirume-notifications';
import { useShindanStatusList } from '../api/shindan-status-notifications';
import { shindanStatusText } from '../components/shindan-status-text';

type Category = (typeof NotificationCategory.values)[number];
type TabValue = 'all' | Category;
type ReadFilter = 'all' | 'unread' | 'read';

const TABS: { value: TabValue; label: string }[] = [
  { value: 'all', label: 'すべて' },
  ...NotificationCategory.options(),
];
const PER_OPTIONS = [20, 50, 100];

function readCondition(params: URLSearchParams) {
  const category = params.get('category');
  const tab: TabValue = (NotificationCategory.values as readonly string[]).includes(category ?? '')
    ? (category as Category)
    : 'all';
  const readParam = params.get('read');
  const read: ReadFilter = readParam === 'unread' || readParam === 'read' ? readParam : 'all';
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const perParam = Number.parseInt(params.get('per') ?? '20', 10);
  const per = PER_OPTIONS.includes(perParam) ? perParam : 20;
  return { tab, read, page, per };
}

/**
 * /mirume-notifications — the notification centre: the operators' announcements by category
 * (?category=notice|release|incident) and the diagnosis status notices (?category=shindan), with
 * an unread/read filter and paging. The condition lives in the URL, so the bell's links and the
 * browser's back button land on the same list.
 */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const { tab, read, page, per } = readCondition(params);
  const update = (next: Partial<{ tab: TabValue; read: ReadFilter; page: number; per: number }>) => {
    const merged = { tab, read, page, per, ...next };
    const search = new URLSearchParams();
    if (merged.tab !== 'all') search.set('category', merged.tab);
    if (merged.read !== 'all') search.set('read', merged.read);
    if (merged.page > 1) search.set('page', String(merged.page));
    if (merged.per !== 20) search.set('per', String(merged.per));
    setParams(search);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">お知らせ</Typography>
      <Card>
        <Tabs
          value={tab}
          onChange={(_, value: TabValue) =>
            update({ tab: value, page: 1, read: value === 'shindan' && read === 'read' ? 'all' : read })
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="お知らせの種類"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((t) => (
            <Tab key={t.value} value={t.value} label={t.label} />
          ))}
        </Tabs>
        <Box sx={{ p: 2 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={read}
            onChange={(_, value: ReadFilter | null) => value && update({ read: value, page: 1 })}
            aria-label="既読・未読で絞り込み"
          >
            <ToggleButton value="all">すべて</ToggleButton>
            <ToggleButton value="unread">未読</ToggleButton>
            {tab === 'shindan' ? null : <ToggleButton value="read">既読</ToggleButton>}
          </ToggleButtonGroup>
        </Box>
        {tab === 'shindan' ? (
          <StatusList read={read} page={page} per={per} onPage={update} />
        ) : (
          <AnnouncementList
            category={tab === 'all' ? undefined : tab}
            read={read}
            page={page}
            per={per}
            onPage={update}
          />
        )}
      </Card>
    </Stack>
  );
}

interface ListProps {
  read: ReadFilter;
  page: number;
  per: number;
  onPage: (next: { page?: number; per?: number }) => void;
}

function ListFrame({
  loading,
  error,
  retry,
  empty,
  total,
  page,
  per,
  onPage,
  children,
}: {
  loading: boolean;
  error: unknown;
  retry: () => void;
  empty: string;
  total: number;
  children: ReactNode;
} & Omit<ListProps, 'read'>) {
  if (error) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={retry}>
            再試行
          </Button>
        }
      >
        {errorMessage(error)}
      </Alert>
    );
  }
  return (
    <>
      {loading ? (
        <Box sx={{ px: 2, pb: 2 }}>
          <Skeleton variant="rounded" height={200} aria-label="読み込み中" />
        </Box>
      ) : total === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {empty}
        </Typography>
      ) : (
        <List disablePadding sx={{ borderTop: 1, borderColor: 'divider' }}>
          {children}
        </List>
      )}
      <TablePagination
        component="div"
        count={total}
        page={Math.min(page - 1, Math.max(0, Math.ceil(total / per) - 1))}
        rowsPerPage={per}
        rowsPerPageOptions={PER_OPTIONS}
        onPageChange={(_, p) => onPage({ page: p + 1 })}
        onRowsPerPageChange={(event) => onPage({ per: Number(event.target.value), page: 1 })}
        labelDisplayedRows={displayedRows}
        {...PAGINATION_LABELS}
      />
    </>
  );
}

const unreadDot = (
  <Box
    component="span"
    aria-label="未読"
    role="img"
    sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0, mt: 1 }}
  />
);

function AnnouncementList({
  category,
  read,
  page,
  per,
  onPage,
}: ListProps & { category?: 'notice' | 'release' | 'incident' }) {
  const { data, isPending, error, refetch } = useAnnouncements({
    page,
    per,
    category,
    read: read === 'all' ? undefined : read,
  });
  const list = data?.data;
  return (
    <ListFrame
      loading={isPending}
      error={error}
      retry={() => void refetch()}
      empty={read === 'unread' ? '未読のお知らせはありません' : 'お知らせはありません'}
      total={list?.total ?? 0}
      page={page}
      per={per}
      onPage={onPage}
    >
      {list?.items.map((item) => (
        <ListItemButton
          key={item.id}
          component={RouterLink}
          to={paths.notification.getHref({ id: item.id })}
          divider
          sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.5 }}
        >
          {item.read ? <Box sx={{ width: 8, flexShrink: 0 }} /> : unreadDot}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <CategoryChip category={item.category} />
              <Typography variant="body2" color="text.secondary">
                {formatDateTimeJa(item.created_at)}
              </Typography>
            </Stack>
            <Typography sx={{ fontWeight: item.read ? 400 : 700 }}>{item.title}</Typography>
          </Box>
        </ListItemButton>
      ))}
    </ListFrame>
  );
}

function StatusList({ read, page, per, onPage }: ListProps) {
  const { data, isPending, error, refetch } = useShindanStatusList({
    page,
    per,
    onlyUnread: read === 'unread',
  });
  const list = data?.data;
  return (
    <ListFrame
      loading={isPending}
      error={error}
      retry={() => void refetch()}
      empty="診断情報はありません"
      total={list?.total ?? 0}
      page={page}
      per={per}
      onPage={onPage}
    >
      {list?.items.map((item) => (
        <ListItemButton
          key={item.id}
          component={RouterLink}
          to={paths.shindanStatusNotification.getHref({ id: item.id })}
          divider
          sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.5 }}
        >
          {item.read ? <Box sx={{ width: 8, flexShrink: 0 }} /> : unreadDot}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <CategoryChip category="shindan" />
              <Typography variant="body2" color="text.secondary">
                {formatDateTimeJa(item.updated_at)}
              </Typography>
            </Stack>
            <Typography sx={{ fontWeight: item.read ? 400 : 700 }}>{shindanStatusText(item)}</Typography>
          </Box>
        </ListItemButton>
      ))}
    </ListFrame>
  );
}
