import {
  formatDateTimeJa,
  OPERATOR_NOTIFICATION_KIND_VALUES,
  OPERATOR_NOTIFICATION_KINDS,
  type OperatorNotificationKind,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FilterSelect } from '@/components/form/filter-select';
import { displayedRows, PAGINATION_LABELS } from '@/components/pagination-labels';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useOperatorNotifications } from '../api/get-operator-notifications';
import { useMarkOperatorNotifications } from '../api/mark-operator-notifications';
import { NotificationKindChip } from '../components/notification-kind-chip';

const PER = 20;
const KIND_OPTIONS = OPERATOR_NOTIFICATION_KIND_VALUES.map((value) => ({
  value,
  label: OPERATOR_NOTIFICATION_KINDS[value],
}));

/**
 * /admin/notifications — the operator's to-do list: companies awaiting approval, trials ending,
 * mails that could not be delivered; each operator keeps their own read marks.
 */
export function OperatorNotificationsPage() {
  const [page, setPage] = useState(0);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [kind, setKind] = useState<OperatorNotificationKind | ''>('');
  const { data, isPending, isError, error } = useOperatorNotifications({
    page: page + 1,
    per: PER,
    unread: unreadOnly,
    kind: kind || undefined,
  });
  const mark = useMarkOperatorNotifications();
  const snackbar = useSnackbar();
  const list = data?.data;

  const markAll = async () => {
    try {
      await mark.mutateAsync({ all: true });
      snackbar.show('patch');
    } catch (e) {
      snackbar.show({ message: errorMessage(e), severity: 'error' });
    }
  };

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ flex: 1 }}>
          運営への通知
        </Typography>
        <Button variant="outlined" disabled={!list || list.unread === 0} onClick={() => void markAll()}>
          すべて既読にする
        </Button>
      </Box>
      <Card>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, pt: 1, flexWrap: 'wrap' }}>
          <Tabs
            value={unreadOnly ? 'unread' : 'all'}
            onChange={(_, v: string) => {
              setUnreadOnly(v === 'unread');
              setPage(0);
            }}
            aria-label="既読・未読で絞り込み"
            sx={{ flex: 1 }}
          >
            <Tab value="all" label="すべて" />
            <Tab value="unread" label={`未読${list ? `（${list.unread}）` : ''}`} />
          </Tabs>
          <Box sx={{ width: 220, pb: 1, '& .MuiTextField-root': { width: '100%' } }}>
            <FilterSelect
              label="種類"
              value={kind}
              options={KIND_OPTIONS}
              onChange={(v) => {
                setKind(v);
                setPage(0);
              }}
            />
          </Box>
        </Box>
        {isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorMessage(error)}
          </Alert>
        ) : null}
        {isPending ? <Skeleton variant="rounded" height={200} sx={{ m: 2 }} /> : null}
        {list && list.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {unreadOnly ? '未読の通知はありません。' : '通知はありません。'}
          </Typography>
        ) : null}
        <Box component="ul" aria-label="通知" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list?.items.map((n) => (
            <Box
              component="li"
              key={n.id}
              sx={{
                display: 'flex',
                gap: 2,
                px: 3,
                py: 2,
                borderTop: 1,
                borderColor: 'divider',
                bgcolor: n.read_at ? 'transparent' : '#F0F6FF',
                flexWrap: 'wrap',
              }}
            >
              <Box sx={{ flex: '1 1 420px', minWidth: 0 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
                  <NotificationKindChip kind={n.kind} />
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTimeJa(n.created_at)}
                  </Typography>
                  {n.read_at ? null : (
                    <Typography variant="caption" sx={{ color: 'primary.dark', fontWeight: 700 }}>
                      未読
                    </Typography>
                  )}
                </Box>
                <Typography sx={{ fontWeight: n.read_at ? 400 : 700 }}>
                  {n.link ? (
                    <Link
                      component={RouterLink}
                      to={n.link}
                      onClick={() => (n.read_at ? undefined : mark.mutate({ ids: [n.id] }))}
                    >
                      {n.title}
                    </Link>
                  ) : (
                    n.title
                  )}
                </Typography>
                {n.body ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-all' }}>
                    {n.body}
                  </Typography>
                ) : null}
              </Box>
              <Box sx={{ alignSelf: 'center' }}>
                <Button
                  size="small"
                  onClick={() => mark.mutate({ ids: [n.id], read: !n.read_at })}
                  aria-label={`${n.read_at ? '未読に戻す' : '既読にする'}（${n.title}）`}
                >
                  {n.read_at ? '未読に戻す' : '既読にする'}
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
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
    </Stack>
  );
}
