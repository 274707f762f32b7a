import { DiagnosisStatus, type TEmployeeListItem } from '@mirume/shared';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import type { EmployeeCondition, EmployeeSortKey } from '../lib/employee-condition';
import { EmploymentTypeChip } from './employment-type-chip';

/** The latest-result columns of the §3 employee list; empty (「-」) until results exist. */
const RESULT_COLUMNS = [
  ['latest_highest_hukugo_answer', '複合反応（最高）'],
  ['latest_management_personnel_leadership', 'リーダーシップ'],
  ['latest_management_personnel_management', 'マネジメント'],
  ['latest_accelerator', 'アクセル'],
  ['latest_brake', 'ブレーキ'],
  ['achievement', '達成'],
  ['affinity', '親和'],
  ['power', 'パワー'],
  ['avoidance', '回避'],
] as const satisfies readonly (readonly [keyof TEmployeeListItem, string])[];

interface EmployeesTableProps {
  items: readonly TEmployeeListItem[];
  sort: EmployeeCondition['sort'];
  order: EmployeeCondition['order'];
  onSort: (sort: EmployeeSortKey) => void;
}

export function EmployeesTable({ items, sort, order, onSort }: EmployeesTableProps) {
  const navigate = useNavigate();
  const sortable = (key: EmployeeSortKey, label: string) => (
    <TableSortLabel
      active={sort === key}
      direction={sort === key ? order : 'asc'}
      onClick={() => onSort(key)}
    >
      {label}
    </TableSortLabel>
  );
  const ariaSort = (key: EmployeeSortKey) =>
    sort === key ? (order === 'asc' ? 'ascending' : 'descending') : undefined;

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label="社員一覧"
        sx={{ minWidth: 1200, '& td, & th': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell aria-sort={ariaSort('employee_id')}>{sortable('employee_id', '社員番号')}</TableCell>
            <TableCell aria-sort={ariaSort('kana')}>{sortable('kana', '氏名')}</TableCell>
            <TableCell>雇用形態</TableCell>
            <TableCell aria-sort={ariaSort('department')}>{sortable('department', '部署')}</TableCell>
            <TableCell>役職</TableCell>
            <TableCell aria-sort={ariaSort('age')} align="right">
              {sortable('age', '年齢')}
            </TableCell>
            <TableCell>診断状況</TableCell>
            {RESULT_COLUMNS.map(([key, label]) => (
              <TableCell key={key} align="right">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const href = paths.employee.getHref({ id: item.id });
            return (
              <TableRow
                key={item.id}
                hover
                onClick={(event) => {
                  if ((event.target as HTMLElement).closest('a')) return;
                  navigate(href);
                }}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell>{item.employee_id}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={href} underline="hover" sx={{ fontWeight: 700 }}>
                    {item.last_name} {item.first_name}
                  </Link>
                  <br />
                  <span style={{ fontSize: '0.75rem', color: '#5F6B7A' }}>
                    {item.kana_last_name} {item.kana_first_name}
                  </span>
                </TableCell>
                <TableCell>
                  <EmploymentTypeChip value={item.employment_type} />
                </TableCell>
                <TableCell>{item.department ?? '-'}</TableCell>
                <TableCell>{item.position ?? '-'}</TableCell>
                <TableCell align="right">{item.age ?? '-'}</TableCell>
                <TableCell>{DiagnosisStatus.label(item.diagnosis_status)}</TableCell>
                {RESULT_COLUMNS.map(([key]) => (
                  <TableCell key={key} align="right">
                    {item[key] ?? '-'}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
