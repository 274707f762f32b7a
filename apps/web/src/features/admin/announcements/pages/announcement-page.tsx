import { AnnouncementState, formatDateTimeJa } from '@mirume/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { AnnouncementArticle } from '@/entities/announcement/components/announcement-article';
import { errorMessage, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useAdminAnnouncement, useDeleteAnnouncement, useUnpublishAnnouncement } from '../api/announcements';
import { StateChip } from '../components/state-chip';

/**
 * /admin/mirume-notifications/:id — the announcement as a company user will see it, its state,
 * and editing, unpublishing and deleting (both asked first).
 */
export function AnnouncementPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const { data, isPending, isError, error } = useAdminAnnouncement(valid ? id : 0);
  const unpublish = useUnpublishAnnouncement();
  const remove = useDeleteAnnouncement();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'unpublish' | 'delete' | null>(null);

  if (!valid || (isError && isApiError(error) && error.status === 404)) return <NotFoundPage />;
  const item = data?.data;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Stack
        useFlexGap
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h1">お知らせ詳細</Typography>
        {item ? (
          <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              component={RouterLink}
              to={paths.adminNotificationEdit.getHref({ id })}
              variant="contained"
              startIcon={<EditIcon />}
            >
              編集
            </Button>
            {item.state !== 'draft' ? (
              <Button variant="outlined" onClick={() => setAsking('unpublish')}>
                公開を取り下げる
              </Button>
            ) : null}
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => setAsking('delete')}
            >
              削除
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rounded" height={320} aria-label="読み込み中" /> : null}
      {item ? (
        <>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
              columnGap: 3,
              rowGap: 1,
              m: 0,
              '& dt': { color: 'text.secondary', fontWeight: 700 },
              '& dd': { m: 0 },
            }}
          >
            <dt>状態</dt>
            <dd>
              <StateChip state={item.state} />
            </dd>
            <dt>公開日時</dt>
            <dd>
              {item.published_at
                ? `${formatDateTimeJa(item.published_at)}${item.state === 'scheduled' ? '（予約）' : ''}`
                : '未公開（下書き）'}
            </dd>
            <dt>既読</dt>
            <dd>{item.read_count.toLocaleString('ja-JP')}人</dd>
            <dt>作成者</dt>
            <dd>{item.created_by ?? '-'}</dd>
            <dt>最終更新</dt>
            <dd>{formatDateTimeJa(item.updated_at)}</dd>
          </Box>
          <Typography variant="h2" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
            企業の画面での表示
          </Typography>
          <AnnouncementArticle
            titleAs="h2"
            category={item.category}
            title={item.title}
            description={item.description}
            date={item.published_at}
          />
        </>
      ) : null}
      <ConfirmDialog
        open={asking === 'unpublish'}
        title="公開の取り下げ"
        confirmLabel="取り下げる"
        pending={unpublish.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          try {
            await unpublish.mutateAsync(id);
            snackbar.show({ message: `${AnnouncementState.label('draft')}に戻しました。` });
          } catch (e) {
            snackbar.show({ message: errorMessage(e), severity: 'error' });
          }
          setAsking(null);
        }}
      >
        企業の画面からすぐに見えなくなり、下書きに戻ります。既読の記録は残ります。
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title="お知らせの削除"
        confirmLabel="削除する"
        destructive
        pending={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(id);
            snackbar.show('delete');
            navigate(paths.adminNotifications.getHref());
          } catch (e) {
            snackbar.show({ message: errorMessage(e), severity: 'error' });
            setAsking(null);
          }
        }}
      >
        「{item?.title}」を削除します。企業の画面からも消え、元に戻せません。
      </ConfirmDialog>
    </Stack>
  );
}
