import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { useMarkAnnouncementRead } from '@/entities/announcement/api/mark-announcement-read';
import { AnnouncementArticle } from '@/entities/announcement/components/announcement-article';
import { errorMessage, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useAnnouncement } from '../api/mirume-notifications';

function useAnnouncementId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
}

/** /mirume-notifications/:id — one announcement; opening it marks it read. */
export function NotificationPage() {
  const id = useAnnouncementId();
  const { data, isPending, isError, error } = useAnnouncement(id ?? 0);
  const markRead = useMarkAnnouncementRead();
  const marked = useRef<number | null>(null);
  const item = data?.data;

  useEffect(() => {
    if (!item || item.read || marked.current === item.id) return;
    marked.current = item.id;
    markRead.mutate(item.id);
  }, [item, markRead]);

  if (id === null || (isError && isApiError(error) && error.status === 404)) return <NotFoundPage />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rounded" height={240} aria-label="読み込み中" /> : null}
      {item ? (
        <AnnouncementArticle
          category={item.category}
          title={item.title}
          description={item.description}
          date={item.created_at}
          actions={
            <Button component={RouterLink} to={paths.notifications.getHref(item.category)} variant="outlined">
              お知らせ一覧へ
            </Button>
          }
        />
      ) : null}
    </Stack>
  );
}
