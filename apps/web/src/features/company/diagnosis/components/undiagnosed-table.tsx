import {
  DiagnosisLinkSource,
  DiagnosisType,
  formatDateJa,
  PERSON_FIELDS,
  stripTrailingUuid,
  type TIssuedLink,
  type TUndiagnosedItem,
} from '@mirume/shared';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LinkStatusChip } from '@/entities/diagnosis/components/link-status-chip';
import { EmploymentTypeChip } from '@/entities/employee/components/employment-type-chip';
import { useAreaCompany } from '@/lib/area-company';
import { formatIsoDateJa } from '@/lib/dates';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { UndiagnosedCondition, UndiagnosedSortKey } from '../lib/undiagnosed-condition';

export const linkName = (link: Pick<TIssuedLink, 'last_name' | 'first_name'>) =>
  `${stripTrailingUuid(link.last_name)} ${stripTrailingUuid(link.first_name)}`.trim();

/** A row that is an issued link (the others are people never issued a diagnosis: 未発行). */
export type OpenLink = TUndiagnosedItem & {
  id: number;
  status: Exclude<TUndiagnosedItem['status'], 'unissued'>;
  source: NonNullable<TUndiagnosedItem['source']>;
  deadline: string;
  created_at: string;
};
export const isLink = (item: TUndiagnosedItem): item is OpenLink =>
  item.id !== null && item.status !== 'unissued';

/** Only links nobody has started can be deleted (LINK_NOT_DELETABLE_MESSAGE otherwise). */
export const isDeletable = (link: TIssuedLink) => link.started_at === null && link.status !== 'in_progress';

interface UndiagnosedTableProps {
  items: readonly TUndiagnosedItem[];
  selected: ReadonlySet<number>;
  sort: UndiagnosedCondition['sort'];
  order: UndiagnosedCondition['order'];
  onSort: (key: UndiagnosedSortKey) => void;
  onSelect: (ids: number[], selected: boolean) => void;
  onCheck: (link: TIssuedLink, checked: boolean) => void;
  onResend: (links: TIssuedLink[]) => void;
  onDelete: (links: TIssuedLink[]) => void;
}

export function UndiagnosedTable({
  items,
  selected,
  sort,
  order,
  onSort,
  onSelect,
  onCheck,
  onResend,
  onDelete,
}: UndiagnosedTableProps) {
  const company = useAreaCompany();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; link: TIssuedLink } | null>(null);
  const links = items.filter(isLink);
  const onPage = links.filter((item) => selected.has(item.id)).length;
  const sortable = (key: UndiagnosedSortKey, label: string) => (
    <TableSortLabel
      active={sort === key}
      direction={sort === key ? order : 'asc'}
      onClick={() => onSort(key)}
    >
      {label}
    </TableSortLabel>
  );
  const ariaSort = (key: UndiagnosedSortKey) =>
    sort === key ? (order === 'asc' ? 'ascending' : 'descending') : undefined;

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label="未受検一覧"
        sx={{ minWidth: 1080, '& td, & th': { whiteSpace: 'nowrap', px: 1 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={links.length > 0 && onPage === links.length}
                indeterminate={onPage > 0 && onPage < links.length}
                disabled={links.length === 0}
                onChange={() =>
                  onSelect(
                    links.map((item) => item.id),
                    onPage !== links.length,
                  )
                }
                slotProps={{ input: { 'aria-label': 'このページをすべて選択' } }}
              />
            </TableCell>
            <TableCell aria-sort={ariaSort('kana')}>{sortable('kana', '氏名')}</TableCell>
            <TableCell aria-sort={ariaSort('employee_number')}>
              {sortable('employee_number', PERSON_FIELDS.employee_id.label)}
            </TableCell>
            <TableCell>雇用形態</TableCell>
            <TableCell>診断の種類</TableCell>
            <TableCell aria-sort={ariaSort('status')}>{sortable('status', '状態')}</TableCell>
            <TableCell>発行方法</TableCell>
            <TableCell aria-sort={ariaSort('deadline')}>{sortable('deadline', '受検期限')}</TableCell>
            <TableCell aria-sort={ariaSort('created_at')}>{sortable('created_at', '発行日')}</TableCell>
            <TableCell align="right">送信回数</TableCell>
            <TableCell>チェック</TableCell>
            <TableCell>
              <span style={visuallyHidden}>操作</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            if (!isLink(item)) return <UnissuedRow key={`person-${item.employee_id}`} person={item} />;
            const link = item;
            const name = linkName(link);
            return (
              <TableRow key={link.id} hover selected={selected.has(link.id)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(link.id)}
                    onChange={(event) => onSelect([link.id], event.target.checked)}
                    slotProps={{ input: { 'aria-label': `${name}を選択` } }}
                  />
                </TableCell>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={company.paths.employee(link.employee_id)}
                    underline="hover"
                    sx={{ fontWeight: 700 }}
                  >
                    {name}
                  </Link>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {link.kana_last_name} {link.kana_first_name}
                  </Typography>
                </TableCell>
                <TableCell>{link.employee_number}</TableCell>
                <TableCell>
                  <EmploymentTypeChip value={link.employment_type} />
                </TableCell>
                <TableCell>{DiagnosisType.label(link.diagnosis_type)}</TableCell>
                <TableCell>
                  <LinkStatusChip value={link.status} />
                </TableCell>
                <TableCell>
                  {DiagnosisLinkSource.label(link.source)}
                  {link.ticket_code ? (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      sx={{ fontFamily: 'monospace' }}
                    >
                      {link.ticket_code}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{formatIsoDateJa(link.deadline)}</TableCell>
                <TableCell>{formatDateJa(link.created_at)}</TableCell>
                <TableCell align="right">{link.sent_count}回</TableCell>
                <TableCell>
                  <Switch
                    size="small"
                    checked={link.checked}
                    onChange={(event) => onCheck(link, event.target.checked)}
                    slotProps={{ input: { 'aria-label': `${name}のチェック` } }}
                  />
                </TableCell>
                <TableCell padding="none">
                  <IconButton
                    aria-label={`${name}の操作`}
                    onClick={(event) => setMenu({ anchor: event.currentTarget, link })}
                  >
                    <MoreVertIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem
          disabled={!menu?.link.email}
          onClick={() => {
            if (menu) onResend([menu.link]);
            setMenu(null);
          }}
        >
          {menu?.link.email ? 'メールを再送信' : 'メールを再送信（メールアドレス未登録）'}
        </MenuItem>
        <MenuItem
          disabled={!menu || !isDeletable(menu.link)}
          onClick={() => {
            if (menu) onDelete([menu.link]);
            setMenu(null);
          }}
          sx={{ color: 'error.main' }}
        >
          {menu && !isDeletable(menu.link) ? '削除（受検開始済みのため不可）' : '削除'}
        </MenuItem>
      </Menu>
    </TableContainer>
  );
}

/** A person never issued a diagnosis: who they are, 未発行, and nothing to check, re-send or delete. */
function UnissuedRow({ person }: { person: TUndiagnosedItem }) {
  const company = useAreaCompany();
  const none = (
    <Typography component="span" color="text.secondary">
      —
    </Typography>
  );
  return (
    <TableRow hover>
      <TableCell padding="checkbox" />
      <TableCell>
        <Link
          component={RouterLink}
          to={company.paths.employee(person.employee_id)}
          underline="hover"
          sx={{ fontWeight: 700 }}
        >
          {linkName(person)}
        </Link>
        <Typography variant="caption" color="text.secondary" component="div">
          {person.kana_last_name} {person.kana_first_name}
        </Typography>
      </TableCell>
      <TableCell>{person.employee_number}</TableCell>
      <TableCell>
        <EmploymentTypeChip value={person.employment_type} />
      </TableCell>
      <TableCell>{DiagnosisType.label(person.diagnosis_type)}</TableCell>
      <TableCell>
        <LinkStatusChip value="unissued" />
      </TableCell>
      <TableCell>{none}</TableCell>
      <TableCell>{none}</TableCell>
      <TableCell>{none}</TableCell>
      <TableCell align="right">{none}</TableCell>
      <TableCell>{none}</TableCell>
      <TableCell padding="none" />
    </TableRow>
  );
}
