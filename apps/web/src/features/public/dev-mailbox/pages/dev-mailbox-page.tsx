import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDevMails } from '../api/get-dev-mails';
import { MailStatusChip } from '../components/mail-status-chip';
import { MailViewer } from '../components/mail-viewer';
import { formatDateTime } from '../format';

/**
 * /dev/mailbox — the mails the app has queued, newest first, for developing without an SMTP
 * server (not in the spec; the API answers 404 in production). `?id=` selects a mail.
 */
export function DevMailboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mails = useDevMails();
  const items = mails.data?.data.items ?? [];
  const requested = Number(searchParams.get('id'));
  const selectedId = Number.isInteger(requested) && requested > 0 ? requested : items[0]?.id;

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Alert severity="warning" role="note" sx={{ mb: 3, fontWeight: 700 }}>
        開発用メールボックス（本番環境では無効です）
      </Alert>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 2 }}>
        <Typography variant="h1">開発用メールボックス</Typography>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={() => void mails.refetch()}
          disabled={mails.isFetching}
        >
          更新
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        SMTP
        サーバーが設定されていないため、メールは送信されずにここに保存されます。本文のリンクはこの画面から開けます。
      </Typography>

      {mails.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="メールを読み込んでいます" />
        </Box>
      ) : mails.isError ? (
        <Alert severity="error">
          {isApiError(mails.error) && mails.error.status === 404
            ? '開発用メールボックスはこの環境では利用できません。'
            : errorMessage(mails.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">メールはまだありません。</Typography>
        </Paper>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '360px minmax(0, 1fr)' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <Paper
            variant="outlined"
            component="nav"
            aria-label="メール一覧"
            sx={{ maxHeight: { md: '75vh' }, overflow: 'auto' }}
          >
            <List disablePadding>
              {items.map((mail) => {
                const selected = mail.id === selectedId;
                return (
                  <ListItemButton
                    key={mail.id}
                    selected={selected}
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => setSearchParams({ id: String(mail.id) })}
                    divider
                    sx={{ display: 'block', py: 1.5 }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5, wordBreak: 'break-word' }}>
                      {mail.subject}
                    </Typography>
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      sx={{ wordBreak: 'break-all' }}
                    >
                      {mail.to}
                    </Typography>
                    <Stack
                      direction="row"
                      sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}
                    >
                      <Typography variant="caption" color="text.secondary">
                        {formatDateTime(mail.created_at)}
                      </Typography>
                      <MailStatusChip status={mail.status} />
                    </Stack>
                  </ListItemButton>
                );
              })}
            </List>
          </Paper>
          {selectedId !== undefined ? <MailViewer key={selectedId} id={selectedId} /> : null}
        </Box>
      )}
    </Box>
  );
}
