import { DiagnosisType, formatDateTimeJa, ShindanStatus } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { VoidReason } from '@/entities/result/components/void-reason';
import { errorMessage, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useMarkShindanStatusRead, useShindanStatusNotification } from '../api/shindan-status-notifications';
import { shindanStatusName, shindanStatusText } from '../components/shindan-status-text';

function useNotificationId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
}

/** /shindan-status-notifications/:id — one diagnosis status notification; opening it marks it read. */
export function ShindanStatusNotificationPage() {
  const id = useNotificationId();
  const { data, isPending, isError, error } = useShindanStatusNotification(id ?? 0);
  const markRead = useMarkShindanStatusRead();
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
      <Typography variant="h1">診断結果のお知らせ</Typography>
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rounded" height={240} aria-label="読み込み中" /> : null}
      {item ? (
        <Card component="article" aria-labelledby="shindan-status-sentence">
          <CardContent sx={{ p: 3 }}>
            <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
              <Chip
                size="small"
                label={ShindanStatus.label(item.status)}
                sx={
                  item.status === 'success'
                    ? { bgcolor: '#E6F4EA', color: '#1E6B34', fontWeight: 700 }
                    : { bgcolor: '#FDECEA', color: '#A12622', fontWeight: 700 }
                }
              />
              <Typography variant="body2" color="text.secondary">
                {formatDateTimeJa(item.updated_at)}
              </Typography>
            </Stack>
            <Typography id="shindan-status-sentence" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 3 }}>
              {shindanStatusText(item)}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
                columnGap: 3,
                rowGap: 1.5,
                m: 0,
                '& dt': { color: 'text.secondary', fontWeight: 700 },
                '& dd': { m: 0, wordBreak: 'break-word' },
              }}
            >
              <dt>受検者</dt>
              <dd>{shindanStatusName(item)}</dd>
              <dt>メールアドレス</dt>
              <dd>{item.email ?? '-'}</dd>
              <dt>診断の種類</dt>
              <dd>{DiagnosisType.label(item.diagnosis_type)}</dd>
              <dt>状態</dt>
              <dd>{ShindanStatus.label(item.status)}</dd>
              <dt>日時</dt>
              <dd>{formatDateTimeJa(item.updated_at)}</dd>
              {item.status === 'failure' ? (
                <>
                  <dt>完了できなかった理由</dt>
                  <dd>{item.reason ? <VoidReason reason={item.reason} /> : '理由は記録されていません'}</dd>
                </>
              ) : null}
            </Box>
            <Stack useFlexGap direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}>
              {item.employee_id !== null ? (
                <Button
                  component={RouterLink}
                  to={paths.employee.getHref({ id: item.employee_id })}
                  variant="contained"
                >
                  {item.status === 'success' ? '診断結果を見る' : '社員詳細を見る'}
                </Button>
              ) : null}
              <Button component={RouterLink} to={paths.notifications.getHref('shindan')} variant="outlined">
                診断状況のお知らせ一覧へ
              </Button>
            </Stack>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}
