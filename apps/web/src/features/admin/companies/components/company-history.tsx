import { CompanyStatus, formatDateTimeJa, type TCompanyHistoryEvent } from '@mirume/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

function describe(e: TCompanyHistoryEvent) {
  switch (e.event) {
    case 'registered':
      return `登録（${CompanyStatus.label(e.to_status)}）`;
    case 'discarded':
      return '削除';
    case 'restored':
      return '復元';
    default:
      return `${e.from_status ? CompanyStatus.label(e.from_status) : '—'} → ${CompanyStatus.label(e.to_status)}`;
  }
}

/** The company's status history, newest first. */
export function CompanyHistory({ history }: { history: readonly TCompanyHistoryEvent[] }) {
  return (
    <Card component="section" aria-labelledby="company-history-title" sx={{ p: 3 }}>
      <Typography id="company-history-title" variant="h2" sx={{ mb: 2 }}>
        ステータス履歴
      </Typography>
      {history.length === 0 ? (
        <Typography color="text.secondary">記録はありません。</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="ステータス履歴">
          {history.map((e) => (
            <Box
              component="li"
              key={e.id}
              sx={{ display: 'flex', gap: 2, py: 1, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap' }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ width: 170, flexShrink: 0 }}>
                {formatDateTimeJa(e.created_at)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, flex: 1 }}>
                {describe(e)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {e.actor_name ? `操作：${e.actor_name}` : '企業の操作'}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
