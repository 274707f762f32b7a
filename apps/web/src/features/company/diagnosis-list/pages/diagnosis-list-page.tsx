import { canBulkImportEmployees, type TDiagnosisListItem } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { displayedRows, PAGINATION_LABELS } from '@/components/pagination-labels';
import { useCustomColumns } from '@/entities/custom-assessment/api/get-custom-columns';
import { useOrganizationUnits } from '@/entities/employee/api/get-organization-units';
import { EmployeeFilters } from '@/entities/employee/components/employee-filters';
import { PER_PAGE_OPTIONS } from '@/entities/employee/lib/list-condition';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDiagnosisList } from '../api/get-diagnosis-list';
import { ColumnPicker } from '../components/column-picker';
import { CsvExport } from '../components/csv-export';
import { DiagnosisTable } from '../components/diagnosis-table';
import { PdfBulkDownload } from '../components/pdf-bulk-download';
import { ResultFilters } from '../components/result-filters';
import { useColumnChoice } from '../lib/columns';
import {
  hasActiveFilters,
  type ListCondition,
  peopleFilters,
  toDiagnosisListQuery,
  useListCondition,
} from '../lib/list-condition';
import { type PickedResult, togglePage, togglePick } from '../lib/picked';

/** The list conditions by the names the screen gives them, for the API's field errors. */
const CONDITION_LABELS: Record<string, string> = {
  q: '検索',
  employment_type: '雇用形態',
  department: '部署',
  position: '役職',
  organization_chart_id: '組織図の所属',
  gender: '性別',
  age_min: '年齢（下限）',
  age_max: '年齢（上限）',
  diagnosis_status: '診断状況',
  diagnosis_type: '診断の種類',
  rank: 'ランク',
  taken_from: '受検日（から）',
  taken_to: '受検日（まで）',
  selection: '選考結果',
  sort: '並び替え',
  order: '順序',
};

/** 「ランク: 無効な選択肢です」 lines for a refused condition, so the user knows which one to change. */
function conditionErrors(error: unknown): string[] {
  if (!isApiError(error)) return [];
  return Object.entries(error.fieldErrors).flatMap(([field, messages]) =>
    messages.map((message) => `${CONDITION_LABELS[field] ?? field}: ${message}`),
  );
}

/** /diagnosis/history (診断履歴) — the company's employees and applicants with their latest results. */
export function DiagnosisListPage() {
  const company = useAreaCompany();
  const columnChoice = useColumnChoice();
  const role = company.role;
  const { condition, setCondition, search, setSearch, reset } = useListCondition();
  const [picked, setPicked] = useState<PickedResult[]>([]);
  // Typing in the search box or the text filters calls the API once typing pauses.
  // Chips, selects, sorting and paging apply at once.
  const debouncedSearch = useDebouncedValue(search);
  const department = useDebouncedValue(condition.department);
  const position = useDebouncedValue(condition.position);
  const ageMin = useDebouncedValue(condition.age_min);
  const ageMax = useDebouncedValue(condition.age_max);
  const query = toDiagnosisListQuery(
    { ...condition, department, position, age_min: ageMin, age_max: ageMax },
    debouncedSearch,
  );
  const { data, isPending, isError, error, isFetching, isPlaceholderData } = useDiagnosisList(
    company.id,
    query,
  );
  const units = useOrganizationUnits();
  const customColumns = useCustomColumns().data?.data ?? [];
  const list = data?.data;
  const active = hasActiveFilters(condition, search);

  const onSearch = (value: string) => {
    setSearch(value);
    if (condition.page !== 1) setCondition({ page: 1 });
  };
  const onSort = (sort: string) => {
    // A column clicked again turns round; a new column starts with the largest / newest first
    // for results and A→Z for names and numbers.
    const firstOrder: ListCondition['order'] = ['kana', 'employee_id'].includes(sort) ? 'asc' : 'desc';
    const order = condition.sort === sort ? (condition.order === 'asc' ? 'desc' : 'asc') : firstOrder;
    setCondition({ sort, order });
  };
  const pickedIds = new Set(picked.map((p) => p.resultId));

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Stack
        useFlexGap
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          診断履歴
        </Typography>
        {role ? (
          <Button component={RouterLink} to={company.paths.employeeNew} variant="contained">
            社員を登録
          </Button>
        ) : null}
        {canBulkImportEmployees(role) ? (
          <Button component={RouterLink} to={company.paths.employeeImport} variant="outlined">
            CSVで一括登録
          </Button>
        ) : null}
      </Stack>
      <Card>
        <CardContent sx={{ p: 3 }}>
          <Stack spacing={2}>
            <EmployeeFilters
              condition={peopleFilters(condition)}
              search={search}
              units={units.data ?? []}
              onSearch={onSearch}
              onChange={setCondition}
              onReset={active ? reset : null}
            />
            <Divider />
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              最新の診断結果で絞り込む・並び替える
            </Typography>
            <ResultFilters condition={condition} onChange={setCondition} customColumns={customColumns} />
          </Stack>
        </CardContent>
      </Card>
      <Card sx={{ minWidth: 0 }}>
        <Box sx={{ height: 4 }}>
          {isFetching && !isPending ? <LinearProgress aria-label="更新中" /> : null}
        </Box>
        <Stack
          useFlexGap
          direction="row"
          spacing={1.5}
          sx={{ px: 2, pt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          aria-label="選択した結果の操作"
          role="toolbar"
        >
          <Typography role="status" color="text.secondary" sx={{ flexGrow: 1 }}>
            {list ? `${list.total.toLocaleString('ja-JP')}件${list.total_capped ? '以上' : ''}` : ''}
            {picked.length > 0 ? `（${picked.length.toLocaleString('ja-JP')}件の結果を選択中）` : ''}
          </Typography>
          {picked.length > 0 ? (
            <Chip size="small" variant="outlined" label="選択を解除" onClick={() => setPicked([])} />
          ) : null}
          <ColumnPicker
            columns={columnChoice.columns}
            onToggle={columnChoice.toggle}
            onReset={columnChoice.reset}
          />
          {/* The bulk PDF is a job of the company admin who starts it: the company area only. */}
          <PdfBulkDownload picked={picked} />
          {company.id ? (
            <CsvExport companyId={company.id} picked={picked} condition={condition} search={search} />
          ) : null}
        </Stack>
        {isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorMessage(error)}
            {conditionErrors(error).map((line) => (
              <Box key={line}>{line}</Box>
            ))}
          </Alert>
        ) : null}
        {isPending ? <Skeleton variant="rounded" height={320} sx={{ m: 2 }} aria-label="読み込み中" /> : null}
        {list ? (
          <Box
            sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms', mt: 1 }}
            aria-busy={isFetching}
          >
            {list.items.length === 0 ? (
              <Typography sx={{ p: 3 }} color="text.secondary">
                {active
                  ? '条件に一致する社員はいません。条件を変えてお試しください。'
                  : 'まだ社員が登録されていません。「社員を登録」または「CSVで一括登録」から登録してください。'}
              </Typography>
            ) : (
              <DiagnosisTable
                items={list.items}
                condition={condition}
                onSort={onSort}
                customColumns={customColumns}
                pickedIds={pickedIds}
                onToggle={(item: TDiagnosisListItem) => setPicked((p) => togglePick(p, item))}
                onTogglePage={() => setPicked((p) => togglePage(p, list.items))}
                visible={columnChoice.columns}
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
              {...PAGINATION_LABELS}
              labelDisplayedRows={displayedRows}
            />
          </Box>
        ) : null}
      </Card>
    </Stack>
  );
}
