import { formatDateJa, type TAdminCompanyRow } from '@mirume/shared';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { CompanyStatusChip } from './company-status-chip';

interface CompaniesTableProps {
  rows: readonly TAdminCompanyRow[] | undefined;
  /** First load: no rows to show yet. */
  loading: boolean;
}

const COLUMNS = 4;

export function CompaniesTable({ rows, loading }: CompaniesTableProps) {
  return (
    // On a phone the table scrolls sideways instead of breaking names one character per line.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        aria-label="企業一覧"
        aria-busy={loading}
        size="medium"
        sx={{ minWidth: 640, '& th, & td': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>企業名</TableCell>
            <TableCell sx={{ width: 200 }}>ステータス</TableCell>
            <TableCell align="right" sx={{ width: 110 }}>
              管理者数
            </TableCell>
            <TableCell sx={{ width: 160 }}>登録日</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && !rows
            ? Array.from({ length: 5 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <TableRow key={i}>
                  {Array.from({ length: COLUMNS }, (_, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                    <TableCell key={j}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : null}
          {rows && rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                条件に一致する企業はありません。
              </TableCell>
            </TableRow>
          ) : null}
          {rows?.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                <Link component={RouterLink} to={paths.adminCompany.getHref({ companyId: row.id })}>
                  {row.name}
                </Link>
              </TableCell>
              <TableCell>
                <CompanyStatusChip status={row.status} />
              </TableCell>
              <TableCell align="right">{row.admins_count.toLocaleString('ja-JP')}</TableCell>
              <TableCell>{formatDateJa(row.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
