import { canBulkImportEmployees } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useCompanyUser } from '@/lib/auth-store';
import { paths } from '@/lib/paths';
import { useEmployees } from '../api/get-employees';
import { useOrganizationUnits } from '../api/get-organization-units';
import { EmployeeFilters } from '../components/employee-filters';
import { EmployeesTable } from '../components/employees-table';
import {
  type EmployeeSortKey,
  hasActiveFilters,
  PER_PAGE_OPTIONS,
  toEmployeesQuery,
  useEmployeeCondition,
} from '../lib/employee-condition';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** /diagnosis/history (診断履歴) — the company's employees and applicants with their latest results. */
export function EmployeeListPage() {
  const role = useCompanyUser()?.role;
  const { condition, setCondition, search, setSearch, reset } = useEmployeeCondition();
  // Typing in the search box or the text filters calls the API once typing pauses.
  // Chips, selects, sorting and paging apply at once.
  const debouncedSearch = useDebouncedValue(search);
  const department = useDebouncedValue(condition.department);
  const position = useDebouncedValue(condition.position);
  const ageMin = useDebouncedValue(condition.age_min);
  const ageMax = useDebouncedValue(condition.age_max);
  const query = toEmployeesQuery(
    { ...condition, department, position, age_min: ageMin, age_max: ageMax },
    debouncedSearch,
  );
  const { data, isPending, isError, error, isFetching, isPlaceholderData } = useEmployees(query);
  const units = useOrganizationUnits();
  const list = data?.data;

  const onSearch = (value: string) => {
    setSearch(value);
    if (condition.page !== 1) setCondition({ page: 1 });
  };
  const onSort = (key: EmployeeSortKey) => {
    const order = condition.sort === key && condition.order === 'asc' ? 'desc' : 'asc';
    setCondition({ sort: key, order });
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          診断履歴
        </Typography>
        {role ? (
          <Button component={RouterLink} to={paths.employeeNew.getHref()} variant="contained">
            社員を登録
          </Button>
        ) : null}
        {canBulkImportEmployees(role) ? (
          <Button component={RouterLink} to={paths.employeeNewBulk.getHref()} variant="outlined">
            CSVで一括登録
          </Button>
        ) : null}
      </Stack>
      <Card>
        <CardContent sx={{ p: 3 }}>
          <EmployeeFilters
            condition={condition}
            search={search}
            units={units.data ?? []}
            onSearch={onSearch}
            onChange={setCondition}
            onReset={hasActiveFilters(condition, search) ? reset : null}
          />
        </CardContent>
      </Card>
      <Card>
        <Box sx={{ height: 4 }}>
          {isFetching && !isPending ? <LinearProgress aria-label="更新中" /> : null}
        </Box>
        {isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorMessage(error)}
          </Alert>
        ) : null}
        {isPending ? <Skeleton variant="rounded" height={320} sx={{ m: 2 }} aria-label="読み込み中" /> : null}
        {list ? (
          <Box
            sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
            aria-busy={isFetching}
          >
            <Typography role="status" sx={{ px: 2, pt: 1.5 }} color="text.secondary">
              {list.total.toLocaleString('ja-JP')}件
            </Typography>
            {list.items.length === 0 ? (
              <Typography sx={{ p: 3 }} color="text.secondary">
                {hasActiveFilters(condition, search)
                  ? '条件に一致する社員はいません。条件を変えてお試しください。'
                  : 'まだ社員が登録されていません。「社員を登録」または「CSVで一括登録」から登録してください。'}
              </Typography>
            ) : (
              <EmployeesTable
                items={list.items}
                sort={condition.sort}
                order={condition.order}
                onSort={onSort}
              />
            )}
            <TablePagination
              component="div"
              count={list.total}
              page={Math.max(0, condition.page - 1)}
              rowsPerPage={condition.per}
              rowsPerPageOptions={[...PER_PAGE_OPTIONS]}
              onPageChange={(_event, page) => setCondition({ page: page + 1 })}
              onRowsPerPageChange={(event) => setCondition({ per: Number(event.target.value) })}
              labelRowsPerPage="表示件数"
              labelDisplayedRows={({ from, to, count }) =>
                `${count.toLocaleString('ja-JP')}件中 ${from.toLocaleString('ja-JP')}〜${to.toLocaleString('ja-JP')}件`
              }
              getItemAriaLabel={(type) =>
                type === 'next' ? '次のページ' : type === 'previous' ? '前のページ' : type
              }
            />
          </Box>
        ) : null}
      </Card>
    </Stack>
  );
}
