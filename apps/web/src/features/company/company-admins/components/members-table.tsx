import { CompanyRole, type TCompanyAdminMember } from '@mirume/shared';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { useAreaCompany } from '@/lib/area-company';
import { MemberStatusChip } from './member-status-chip';

interface MembersTableProps {
  rows: readonly TCompanyAdminMember[] | undefined;
  loading: boolean;
  /** Shows 編集 / 削除 / 招待メール再送 (admins only). */
  manage: boolean;
  currentUserId: number | undefined;
  onDelete: (member: TCompanyAdminMember) => void;
  onReinvite: (member: TCompanyAdminMember) => void;
}

export function MembersTable({
  rows,
  loading,
  manage,
  currentUserId,
  onDelete,
  onReinvite,
}: MembersTableProps) {
  const company = useAreaCompany();
  const columns = manage ? 6 : 5;
  return (
    <TableContainer>
      <Table aria-label="管理者一覧" size="medium">
        <TableHead>
          <TableRow>
            <TableCell>氏名</TableCell>
            <TableCell>フリガナ</TableCell>
            <TableCell>メールアドレス</TableCell>
            <TableCell>権限</TableCell>
            <TableCell>状態</TableCell>
            {manage ? <TableCell align="right">操作</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading
            ? [0, 1, 2].map((i) => (
                <TableRow key={i}>
                  <TableCell colSpan={columns}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))
            : null}
          {!loading && rows?.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                該当する管理者はいません
              </TableCell>
            </TableRow>
          ) : null}
          {rows?.map((m) => {
            const name = `${m.last_name} ${m.first_name}`;
            const self = m.id === currentUserId;
            return (
              <TableRow key={m.id} hover>
                <TableCell>
                  {name}
                  {self ? '（あなた）' : ''}
                </TableCell>
                <TableCell>{`${m.kana_last_name} ${m.kana_first_name}`}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{m.email}</TableCell>
                <TableCell>{CompanyRole.label(m.role)}</TableCell>
                <TableCell>
                  <MemberStatusChip status={m.status} />
                </TableCell>
                {manage ? (
                  <TableCell align="right">
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}
                    >
                      {m.status === 'invited' ? (
                        <Button
                          size="small"
                          onClick={() => onReinvite(m)}
                          aria-label={`${name}さんに招待メールを再送`}
                        >
                          招待メール再送
                        </Button>
                      ) : null}
                      <Button
                        size="small"
                        component={RouterLink}
                        to={company.paths.companyAdminEdit(m.id)}
                        aria-label={`${name}さんを編集`}
                      >
                        編集
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        disabled={self}
                        onClick={() => onDelete(m)}
                        aria-label={`${name}さんを削除`}
                      >
                        削除
                      </Button>
                    </Stack>
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
