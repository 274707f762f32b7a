import { type ADMIN_COMPANY_SORTS, formatDateJa, type TAdminCompanyRow } from '@mirume/shared';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { Link as RouterLink } from 'react-router';
import { formatIsoDateJa } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { CompanyStatusChip } from './company-status-chip';

export type CompanySort = (typeof ADMIN_COMPANY_SORTS)[number];

interface CompaniesTableProps {
  rows: readonly TAdminCompanyRow[] | undefined;
  /** First load: no rows to show yet. */
  loading: boolean;
  /** With a sort, the headers sort the list (the companies page); without, they are plain. */
  sort?: {
    by: CompanySort;
    order: 'asc' | 'desc';
    onChange: (by: CompanySort, order: 'asc' | 'desc') => void;
  };
}

const COLUMNS: { id: string; label: string; sort?: CompanySort; align?: 'right'; width?: number }[] = [
  { id: 'name', label: '企業名', sort: 'name' },
  { id: 'status', label: 'ステータス', sort: 'status', width: 190 },
  { id: 'admins', label: '管理者数', align: 'right', width: 100 },
  { id: 'start', label: '契約開始日', sort: 'date_start_contract', width: 150 },
  { id: 'end', label: '契約終了日', sort: 'date_end_contract', width: 150 },
  { id: 'created', label: '登録日', sort: 'created_at', width: 150 },
];

const dateOrDash = (d: string | null) => (d ? formatIsoDateJa(d) : '—');

export function CompaniesTable({ rows, loading, sort }: CompaniesTableProps) {
  return (
    // On a phone the table scrolls sideways instead of breaking names one character per line.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        aria-label="企業一覧"
        aria-busy={loading}
        size="medium"
        sx={{ minWidth: 860, '& th, & td': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => {
              const active = sort && c.sort === sort.by;
              return (
                <TableCell
                  key={c.id}
                  align={c.align}
                  sx={c.width ? { width: c.width } : undefined}
                  sortDirection={active ? sort.order : false}
                >
                  {sort && c.sort ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.order : 'asc'}
                      onClick={() => {
                        const by = c.sort as CompanySort;
                        sort.onChange(by, active && sort.order === 'asc' ? 'desc' : 'asc');
                      }}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && !rows
            ? Array.from({ length: 5 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <TableRow key={i}>
                  {COLUMNS.map((c) => (
                    <TableCell key={c.id}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : null}
          {rows && rows.length === 0 ? (
            <TableRow>
              <TableCell
                colSpan={COLUMNS.length}
                sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}
              >
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
              <TableCell>{dateOrDash(row.date_start_contract)}</TableCell>
              <TableCell>{dateOrDash(row.date_end_contract)}</TableCell>
              <TableCell>{formatDateJa(row.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
