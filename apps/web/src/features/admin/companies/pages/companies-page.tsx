import { ContractDateFilter, FETCH_MIN_DELAY_MS, ZAdminCompaniesQuery } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FilterSelect } from '@/components/form/filter-select';
import { SearchField } from '@/components/form/search-field';
import { displayedRows, PAGINATION_LABELS } from '@/components/pagination-labels';
import { type AdminCompaniesQuery, useAdminCompanies } from '@/entities/company/api/get-companies';
import { CompaniesTable } from '@/entities/company/components/companies-table';
import { CompanyStatusTabs, type StatusFilter } from '@/entities/company/components/company-status-tabs';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDelayedFlag } from '../lib/use-delayed-flag';

const DEFAULT_PER = 50;
const ROWS_PER_PAGE_OPTIONS = [20, DEFAULT_PER, 100];
const SEARCH_DEBOUNCE_MS = 300;
type Query = z.output<typeof ZAdminCompaniesQuery>;

/** The list's state lives in the URL, so reload and back keep the operator's place. */
function useCompaniesQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo<Query>(() => {
    const parsed = ZAdminCompaniesQuery.safeParse(Object.fromEntries(searchParams));
    return parsed.success ? parsed.data : ZAdminCompaniesQuery.parse({});
  }, [searchParams]);

  const update = useCallback(
    (next: Partial<AdminCompaniesQuery>) => {
      const merged = { ...query, ...next };
      const params = new URLSearchParams();
      if (merged.page && merged.page > 1) params.set('page', String(merged.page));
      if (merged.per !== DEFAULT_PER) params.set('per', String(merged.per));
      for (const key of ['status', 'q', 'contract_date', 'contract_from', 'contract_to'] as const) {
        const value = merged[key];
        if (value) params.set(key, String(value));
      }
      if (merged.sort && merged.sort !== 'created_at') params.set('sort', merged.sort);
      if (merged.order && merged.order !== 'desc') params.set('order', merged.order);
      setSearchParams(params, { replace: true });
    },
    [query, setSearchParams],
  );
  return [query, update] as const;
}

/**
 * /admin/companies — every live company: search by name, kana or an admin's address, filter by
 * status and by a contract date period, sort by any column, page.
 */
export function CompaniesPage() {
  const [query, setQuery] = useCompaniesQuery();
  const { data, isPending, isFetching, isError, error, refetch } = useAdminCompanies(query);
  const [searchText, setSearchText] = useState(query.q ?? '');
  const showProgress = useDelayedFlag(isFetching && !isPending, FETCH_MIN_DELAY_MS);

  useEffect(() => {
    const q = searchText.trim();
    if (q === (query.q ?? '')) return;
    const timer = setTimeout(() => setQuery({ q: q || undefined, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, query.q, setQuery]);

  const list = data?.data;
  const lastPage = list ? Math.max(0, Math.ceil(list.total / query.per) - 1) : 0;
  const dateField = query.contract_date ?? '';

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h1" sx={{ flex: '1 0 auto' }}>
          企業一覧
        </Typography>
        <Button component={RouterLink} to={paths.adminDiscarded.getHref()} variant="text">
          削除済み企業
        </Button>
        <Button component={RouterLink} to={paths.adminCompanyRegister.getHref()} variant="contained">
          企業を登録
        </Button>
      </Box>

      <Card component="section" aria-label="企業の検索と一覧">
        <Box sx={{ p: 3, pb: 1, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <SearchField
            label="企業名・フリガナ・管理者メールで検索"
            size="small"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            sx={{ width: { xs: '100%', sm: 360 } }}
          />
          <Box sx={{ width: 200, '& .MuiTextField-root': { width: '100%' } }}>
            <FilterSelect
              label="契約日で絞り込み"
              value={dateField}
              options={ContractDateFilter.options()}
              onChange={(value) =>
                setQuery(
                  value
                    ? { contract_date: value, page: 1 }
                    : { contract_date: undefined, contract_from: undefined, contract_to: undefined, page: 1 },
                )
              }
            />
          </Box>
          <TextField
            type="date"
            size="small"
            label="期間（から）"
            disabled={!dateField}
            value={query.contract_from ?? ''}
            onChange={(e) => setQuery({ contract_from: e.target.value || undefined, page: 1 })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label="期間（まで）"
            disabled={!dateField}
            value={query.contract_to ?? ''}
            onChange={(e) => setQuery({ contract_to: e.target.value || undefined, page: 1 })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <Box sx={{ px: 1 }}>
          <CompanyStatusTabs
            value={(query.status ?? 'all') as StatusFilter}
            counts={list?.counts_by_status}
            onChange={(value) => setQuery({ status: value === 'all' ? undefined : value, page: 1 })}
          />
        </Box>
        <Box sx={{ height: 4 }}>{showProgress ? <LinearProgress aria-label="更新中" /> : null}</Box>
        {isError ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                再試行
              </Button>
            }
          >
            {errorMessage(error)}
          </Alert>
        ) : (
          <CompaniesTable
            rows={list?.items}
            loading={isPending}
            sort={{
              by: query.sort,
              order: query.order,
              onChange: (sort, order) => setQuery({ sort, order, page: 1 }),
            }}
          />
        )}
        <TablePagination
          component="div"
          count={list?.total ?? 0}
          page={Math.min(query.page - 1, lastPage)}
          rowsPerPage={query.per}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onPageChange={(_, page) => setQuery({ page: page + 1 })}
          onRowsPerPageChange={(event) => setQuery({ per: Number(event.target.value), page: 1 })}
          labelDisplayedRows={displayedRows}
          {...PAGINATION_LABELS}
        />
      </Card>
    </Stack>
  );
}
