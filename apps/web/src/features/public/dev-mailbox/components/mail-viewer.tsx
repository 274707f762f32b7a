import type { TDevMail } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useDevMail } from '../api/get-dev-mail';
import { formatDateTime } from '../format';
import { LinkifiedText } from './linkified-text';
import { MailStatusChip } from './mail-status-chip';

function Header({ mail }: { mail: TDevMail }) {
  const rows: [string, ReactNode][] = [
    ['宛先', mail.to],
    ['作成日時', formatDateTime(mail.created_at)],
    ['状態', <MailStatusChip key="status" status={mail.status} />],
    ['送信日時', mail.sent_at ? formatDateTime(mail.sent_at) : '—'],
    ['テンプレート', mail.template],
  ];
  if (mail.attempts > 0 && mail.status !== 'sent') rows.push(['送信試行', `${mail.attempts} 回`]);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
        mb: 2,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One mail: its header, the text body with clickable links, and the HTML body in a sandbox. */
export function MailViewer({ id }: { id: number }) {
  const mail = useDevMail(id);
  const [tab, setTab] = useState<'text' | 'html'>('text');

  if (mail.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="メールを読み込んでいます" />
      </Box>
    );
  }
  if (mail.isError) return <Alert severity="error">{errorMessage(mail.error)}</Alert>;

  const m = mail.data.data;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby="dev-mail-subject"
      sx={{ p: 3, minWidth: 0 }}
    >
      <Typography id="dev-mail-subject" variant="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 2 }}>
        {m.subject}
      </Typography>
      <Header mail={m} />
      {m.last_error ? (
        <Alert severity={m.status === 'failed' ? 'error' : 'warning'} sx={{ mb: 2, wordBreak: 'break-all' }}>
          直近の送信エラー: {m.last_error}
        </Alert>
      ) : null}
      <Tabs
        value={tab}
        onChange={(_, v: 'text' | 'html') => setTab(v)}
        aria-label="本文の表示形式"
        sx={{ mb: 2 }}
      >
        <Tab value="text" label="テキスト" id="dev-mail-tab-text" aria-controls="dev-mail-panel-text" />
        <Tab
          value="html"
          label="HTML"
          id="dev-mail-tab-html"
          aria-controls="dev-mail-panel-html"
          disabled={!m.html}
        />
      </Tabs>
      {tab === 'text' ? (
        <Box
          role="tabpanel"
          id="dev-mail-panel-text"
          aria-labelledby="dev-mail-tab-text"
          sx={{
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            fontSize: 14,
            lineHeight: 1.8,
            bgcolor: 'grey.50',
            borderRadius: 1,
            p: 2,
          }}
        >
          <LinkifiedText text={m.text} />
        </Box>
      ) : (
        <Box role="tabpanel" id="dev-mail-panel-html" aria-labelledby="dev-mail-tab-html">
          {/* No scripts, forms or navigation: the sandbox grants nothing. Links work in the text view. */}
          <Box
            component="iframe"
            title="HTML メールの表示"
            sandbox=""
            srcDoc={m.html ?? ''}
            sx={{ width: '100%', height: 640, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </Box>
      )}
    </Paper>
  );
}
