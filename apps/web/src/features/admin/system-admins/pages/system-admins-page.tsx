import { formatDateJa, formatDateTimeJa } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { getSystemAdmin } from '@/lib/auth-store';
import { paths } from '@/lib/paths';
import { useSystemAdmins } from '../api/get-system-admins';

/** /admin/system-admins — everyone who can operate the service. */
export function SystemAdminsPage() {
  const { data, isPending, isError, error } = useSystemAdmins();
  const me = getSystemAdmin();
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ flex: 1 }}>
          システム管理者
        </Typography>
        <Button component={RouterLink} to={paths.adminSignup.getHref()} variant="contained">
          システム管理者を追加
        </Button>
      </Box>
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      <Card>
        {isPending ? <Skeleton variant="rounded" height={160} sx={{ m: 2 }} /> : null}
        {data ? (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table aria-label="システム管理者" sx={{ minWidth: 760, '& td, & th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>氏名</TableCell>
                  <TableCell>フリガナ</TableCell>
                  <TableCell>メールアドレス</TableCell>
                  <TableCell>状態</TableCell>
                  <TableCell>最終ログイン</TableCell>
                  <TableCell>登録日</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.items.map((a) => (
                  <TableRow key={a.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={paths.adminSystemAdmin.getHref({ id: a.id })}>
                        {a.last_name} {a.first_name}
                      </Link>
                      {me?.id === a.id ? <Chip size="small" label="あなた" sx={{ ml: 1 }} /> : null}
                    </TableCell>
                    <TableCell>
                      {a.kana_last_name} {a.kana_first_name}
                    </TableCell>
                    <TableCell>{a.email}</TableCell>
                    <TableCell>{a.has_password ? '有効' : 'パスワード未設定'}</TableCell>
                    <TableCell>{a.last_sign_in_at ? formatDateTimeJa(a.last_sign_in_at) : '—'}</TableCell>
                    <TableCell>{formatDateJa(a.created_at)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </Card>
    </Stack>
  );
}
