import { DiagnosisLinkStatus, NO_EMAIL_MESSAGE, PERSON_FIELDS, type TEmployeeListItem } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { displayedRows, PAGINATION_LABELS } from '@/components/pagination-labels';
import { useEmployees } from '@/entities/employee/api/get-employees';
import { useOrganizationUnits } from '@/entities/employee/api/get-organization-units';
import { EmployeeFilters } from '@/entities/employee/components/employee-filters';
import { EmploymentTypeChip } from '@/entities/employee/components/employment-type-chip';
import {
  DEFAULT_CONDITION,
  type EmployeeCondition,
  hasActiveFilters,
  toEmployeesQuery,
} from '@/entities/employee/lib/list-condition';
import type { DiagnosisTypeValue } from '@/entities/result/api/latest-result';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUndiagnosisList } from '../api/links';
import type { PickedEmployee } from '../lib/issue-condition';

interface EmployeePickerProps {
  companyId: number;
  diagnosisType: DiagnosisTypeValue | '';
  filters: EmployeeCondition;
  search: string;
  picked: readonly PickedEmployee[];
  onFilters: (filters: EmployeeCondition) => void;
  onSearch: (search: string) => void;
  onPicked: (picked: PickedEmployee[]) => void;
  error?: string | undefined;
}

/** How many of the newest open links are read to mark people who already have one. */
const OPEN_LINKS_WINDOW = 200;

const nameOf = (item: TEmployeeListItem) => `${item.last_name} ${item.first_name}`;

/** 社員から選ぶ: the people list with its filters; the choice survives paging and filtering. */
export function EmployeePicker({
  companyId,
  diagnosisType,
  filters,
  search,
  picked,
  onFilters,
  onSearch,
  onPicked,
  error,
}: EmployeePickerProps) {
  const debouncedSearch = useDebouncedValue(search);
  const department = useDebouncedValue(filters.department);
  const position = useDebouncedValue(filters.position);
  const query = toEmployeesQuery({ ...filters, department, position }, debouncedSearch);
  const list = useEmployees(query);
  const units = useOrganizationUnits();
  const open = useUndiagnosisList(
    companyId,
    { diagnosis_type: diagnosisType || undefined, per: OPEN_LINKS_WINDOW, page: 1 },
    diagnosisType !== '',
  );
  const openStatus = useMemo(() => {
    const map = new Map<number, 'issued' | 'in_progress'>();
    for (const link of open.data?.data.items ?? []) {
      if (link.status === 'issued' || link.status === 'in_progress') map.set(link.employee_id, link.status);
    }
    return map;
  }, [open.data]);

  const pickedIds = new Set(picked.map((p) => p.id));
  const items = list.data?.data.items ?? [];
  const selectable = items.filter((item) => item.email);
  const pageSelected = selectable.filter((item) => pickedIds.has(item.id)).length;

  const toggle = (item: TEmployeeListItem) =>
    onPicked(
      pickedIds.has(item.id)
        ? picked.filter((p) => p.id !== item.id)
        : [...picked, { id: item.id, name: nameOf(item) }],
    );
  const togglePage = () => {
    if (pageSelected === selectable.length) {
      const onPage = new Set(selectable.map((item) => item.id));
      onPicked(picked.filter((p) => !onPage.has(p.id)));
    } else {
      onPicked([
        ...picked,
        ...selectable
          .filter((item) => !pickedIds.has(item.id))
          .map((item) => ({ id: item.id, name: nameOf(item) })),
      ]);
    }
  };
  const change = (update: Partial<EmployeeCondition>) => {
    const resetsPage = Object.keys(update).some((key) => key !== 'page');
    onFilters({ ...filters, ...(resetsPage ? { page: 1 } : {}), ...update });
  };

  return (
    <Stack spacing={2}>
      <EmployeeFilters
        condition={filters}
        search={search}
        units={units.data ?? []}
        onSearch={(value) => {
          onSearch(value);
          if (filters.page !== 1) change({ page: 1 });
        }}
        onChange={change}
        onReset={
          hasActiveFilters(filters, search)
            ? () => {
                onSearch('');
                onFilters({ ...DEFAULT_CONDITION, per: filters.per });
              }
            : null
        }
      />
      <Stack
        useFlexGap
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography role="status" sx={{ fontWeight: 700 }}>
          {picked.length.toLocaleString('ja-JP')}名を選択中
        </Typography>
        {picked.length > 0 ? (
          <Chip size="small" label="選択を解除" onClick={() => onPicked([])} variant="outlined" />
        ) : null}
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box sx={{ height: 4 }}>
        {list.isFetching && !list.isPending ? <LinearProgress aria-label="更新中" /> : null}
      </Box>
      {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
      {list.isPending ? <Skeleton variant="rounded" height={240} aria-label="読み込み中" /> : null}
      {list.data ? (
        <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {items.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary">
              条件に一致する社員はいません。
            </Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="発行対象の社員" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selectable.length > 0 && pageSelected === selectable.length}
                        indeterminate={pageSelected > 0 && pageSelected < selectable.length}
                        disabled={selectable.length === 0}
                        onChange={togglePage}
                        slotProps={{ input: { 'aria-label': 'このページの社員をすべて選択' } }}
                      />
                    </TableCell>
                    <TableCell>{PERSON_FIELDS.employee_id.label}</TableCell>
                    <TableCell>氏名</TableCell>
                    <TableCell>雇用形態</TableCell>
                    <TableCell>部署</TableCell>
                    <TableCell>メールアドレス</TableCell>
                    <TableCell>発行状況</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((item) => {
                    const status = openStatus.get(item.id);
                    const disabled = !item.email;
                    return (
                      <TableRow
                        key={item.id}
                        hover={!disabled}
                        selected={pickedIds.has(item.id)}
                        onClick={disabled ? undefined : () => toggle(item)}
                        sx={{ cursor: disabled ? 'default' : 'pointer' }}
                      >
                        <TableCell padding="checkbox">
                          <Checkbox
                            checked={pickedIds.has(item.id)}
                            disabled={disabled}
                            onClick={(event) => event.stopPropagation()}
                            onChange={() => toggle(item)}
                            slotProps={{ input: { 'aria-label': `${nameOf(item)}を選択` } }}
                          />
                        </TableCell>
                        <TableCell>{item.employee_id}</TableCell>
                        <TableCell>
                          <Box sx={{ fontWeight: 700 }}>{nameOf(item)}</Box>
                          <Typography variant="caption" color="text.secondary">
                            {item.kana_last_name} {item.kana_first_name}
                          </Typography>
                        </TableCell>
                        <TableCell>
                          <EmploymentTypeChip value={item.employment_type} />
                        </TableCell>
                        <TableCell>{item.department ?? '-'}</TableCell>
                        <TableCell>
                          {item.email ?? (
                            <Typography variant="body2" color="text.secondary" component="span">
                              {NO_EMAIL_MESSAGE}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell>
                          {status ? (
                            <Chip
                              size="small"
                              color="warning"
                              variant="outlined"
                              label={`発行済み（${DiagnosisLinkStatus.label(status)}）`}
                            />
                          ) : (
                            '-'
                          )}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <TablePagination
            component="div"
            count={list.data.data.total}
            page={Math.max(0, filters.page - 1)}
            rowsPerPage={filters.per}
            rowsPerPageOptions={[20, 50, 100]}
            onPageChange={(_event, page) => change({ page: page + 1 })}
            onRowsPerPageChange={(event) => change({ per: Number(event.target.value) })}
            {...PAGINATION_LABELS}
            labelDisplayedRows={displayedRows}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
