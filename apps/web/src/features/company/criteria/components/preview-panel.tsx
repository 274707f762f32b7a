import { formatDateJa, type TCriteriaPreview } from '@mirume/shared';
import { rankLabel } from '@mirume/shared/vital/criteria';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { RANKS } from './rules-editor';

interface PreviewPanelProps {
  type: 'senkou' | 'employee';
  preview: TCriteriaPreview | undefined;
  loading: boolean;
  /** Why the draft is not previewed (it is not a valid set). */
  blocked: string[];
  person: ((employeeId: number) => string) | null;
}

/** What the draft would do to the stored results: counts per rank today and under the draft, and who changes. */
export function PreviewPanel({ type, preview, loading, blocked, person }: PreviewPanelProps) {
  return (
    <Stack spacing={2} aria-live="polite">
      <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
        変更の影響（過去の結果で試算）
      </Typography>
      {blocked.length > 0 ? (
        <Alert severity="warning">
          この基準は保存できません。
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {blocked.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {loading ? <LinearProgress aria-label="試算中" /> : null}
      {preview ? (
        <>
          {preview.sample_note ? <Typography variant="body2">{preview.sample_note}</Typography> : null}
          <Table size="small" aria-label="ランクごとの人数">
            <TableHead>
              <TableRow>
                <TableCell>ランク</TableCell>
                <TableCell align="right">現在</TableCell>
                <TableCell align="right">変更後</TableCell>
                <TableCell align="right">増減</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {RANKS[type].map((r) => {
                const now = preview.today[r.value] ?? 0;
                const next = preview.draft[r.value] ?? 0;
                const diff = next - now;
                return (
                  <TableRow key={r.value}>
                    <TableCell>{r.label}</TableCell>
                    <TableCell align="right">{now.toLocaleString('ja-JP')}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700 }}>
                      {next.toLocaleString('ja-JP')}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ color: diff > 0 ? '#1A5FCC' : diff < 0 ? '#A12622' : undefined }}
                    >
                      {diff > 0 ? `+${diff}` : diff === 0 ? '±0' : diff}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Typography sx={{ fontWeight: 700 }}>
            {preview.total.toLocaleString('ja-JP')}件の結果のうち、ランクが変わるのは
            {preview.changed.toLocaleString('ja-JP')}件です。
          </Typography>
          {preview.changes.length > 0 ? (
            <Table size="small" aria-label="ランクが変わる人" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>氏名</TableCell>
                  <TableCell>受検日</TableCell>
                  <TableCell>現在</TableCell>
                  <TableCell>変更後</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.changes.map((c) => (
                  <TableRow key={c.result_id}>
                    <TableCell>
                      {person ? (
                        <Link component={RouterLink} to={person(c.employee_id)}>
                          {c.last_name} {c.first_name}
                        </Link>
                      ) : (
                        `${c.last_name} ${c.first_name}`
                      )}
                    </TableCell>
                    <TableCell>{formatDateJa(c.taken_at)}</TableCell>
                    <TableCell>{rankLabel(type, c.from)}</TableCell>
                    <TableCell sx={{ fontWeight: 700 }}>{rankLabel(type, c.to)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
          {preview.changed > preview.changes.length ? (
            <Typography variant="body2" color="text.secondary">
              新しい結果から{preview.changes.length}件を表示しています。
            </Typography>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
